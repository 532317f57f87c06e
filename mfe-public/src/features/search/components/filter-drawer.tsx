import { Drawer } from '@nivasa/ui/antd-fields';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { useText } from '@nivasa/session/language';
import { SearchFilterForm } from './search-filter-form';
import { SEARCH_FILTER_PANEL_TEXT } from '../messages';
import { AntdTexts } from '@nivasa/ui/antd-texts';

export interface FilterDrawerProps {
  open: boolean;
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
  onClose: () => void;
}

/** The filters on a phone: a sheet from the bottom, its Apply and Clear always in reach. */
export function FilterDrawer({ open, filters, onApply, onClear, onClose }: FilterDrawerProps) {
  const text = useText(SEARCH_FILTER_PANEL_TEXT);
  return (
    <AntdTexts>
      <Drawer title={text.filters} placement="bottom" size="90%" open={open} onClose={onClose}>
        <SearchFilterForm
          key={JSON.stringify(filters)}
          name="search-filters-drawer"
          layout="column"
          filters={filters}
          onApply={onApply}
          onClear={onClear}
        />
      </Drawer>
    </AntdTexts>
  );
}
