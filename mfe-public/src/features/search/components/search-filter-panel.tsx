import { type ReactNode, useState } from 'react';
import { Button } from '@nivasa/ui/antd';
import { Drawer } from '@nivasa/ui/antd-fields';
import styled from 'styled-components';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { Panel } from '@nivasa/ui/layout';
import { colors } from '@nivasa/ui/theme';
import { usePhoneScreen } from '../hooks/use-phone-screen';
import { activeFilterCount } from '../utils/search-filters';
import { SearchFilterForm } from './search-filter-form';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const FilterPanel = styled(Panel)`
  margin-bottom: 24px;
  padding: 20px 24px 4px;
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${colors.primary};
  color: #fff;
  font-size: 0.75rem;
  line-height: 1;
`;

function FilterIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

export interface SearchFilterPanelProps {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
  /** What sits at the start of the bar, before the button that shows the filters: the page's heading. */
  heading: ReactNode;
}

/**
 * The filters: on a desktop a panel above the results that can be hidden and shown again; on a
 * phone a Filters button (with how many are set) that opens them in a drawer. The form starts
 * again from the address whenever the address changes (Back, Forward, a link).
 */
export function SearchFilterPanel({ filters, onApply, onClear, heading }: SearchFilterPanelProps) {
  const phone = usePhoneScreen();
  const [panelShown, setPanelShown] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const count = activeFilterCount(filters);
  const withCount = (label: string) => (count > 0 ? `${label}, ${count} set` : label);
  // A new address is a new form: its fields show that address's filters.
  const formKey = JSON.stringify(filters);

  if (phone) {
    const apply = (next: SearchFilters) => {
      setDrawerOpen(false);
      onApply(next);
    };
    const clear = () => {
      setDrawerOpen(false);
      onClear();
    };
    return (
      <>
        <Bar>
          {heading}
          <Button icon={<FilterIcon />} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog" aria-label={withCount('Filters')}>
            Filters
            {count > 0 && <Count aria-hidden="true">{count}</Count>}
          </Button>
        </Bar>
        <Drawer title="Filters" placement="bottom" size="90%" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <SearchFilterForm key={formKey} name="search-filters-drawer" layout="column" filters={filters} onApply={apply} onClear={clear} />
        </Drawer>
      </>
    );
  }

  return (
    <>
      <Bar>
        {heading}
        <Button
          icon={<FilterIcon />}
          onClick={() => setPanelShown((shown) => !shown)}
          aria-expanded={panelShown}
          aria-controls="search-filter-panel"
          aria-label={panelShown ? 'Hide filters' : withCount('Show filters')}
        >
          {panelShown ? 'Hide filters' : 'Show filters'}
          {!panelShown && count > 0 && <Count aria-hidden="true">{count}</Count>}
        </Button>
      </Bar>
      <FilterPanel id="search-filter-panel" aria-label="Filters" hidden={!panelShown}>
        <SearchFilterForm key={formKey} name="search-filters" layout="wide" filters={filters} onApply={onApply} onClear={onClear} />
      </FilterPanel>
    </>
  );
}
