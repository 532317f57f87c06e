import { lazy, type ReactNode, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { SearchFilters } from '@nivasa/contracts/paths';
import { Panel } from '@nivasa/ui/layout';
import { Spinner } from '@nivasa/ui/spinner';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { useText } from '@nivasa/session/language';
import { usePhoneScreen } from '../hooks/use-phone-screen';
import { useServerRender } from '@nivasa/ui/server-render';
import { activeFilterCount } from '../utils/search-filters';
import { SEARCH_FILTER_PANEL_TEXT } from '../messages';

// antd's form and fields are most of the page's JavaScript: the results (and their pictures, the
// page's largest paint) do not wait for them, and a phone loads them only when its filters open.
const loadForm = () => import('./search-filter-form');
const loadDrawer = () => import('./filter-drawer');
const SearchFilterForm = lazy(() => loadForm().then(({ SearchFilterForm }) => ({ default: SearchFilterForm })));
const FilterDrawer = lazy(() => loadDrawer().then(({ FilterDrawer }) => ({ default: FilterDrawer })));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

// The form's height on a desktop 1,104 px or wider (measured in each language), held while its code
// arrives, so the results below do not jump. Narrower, its labels wrap and it grows by 22-48 px.
const FilterPanel = styled(Panel)`
  margin-bottom: 24px;
  padding: 20px 24px 4px;

  ${media.desktop} {
    min-height: 280px;

    :lang(si) & {
      min-height: 284px;
    }

    :lang(ta) & {
      min-height: 306px;
    }
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 32px;
  padding: 0 15px;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 0.9rem;
  cursor: pointer;
  transition:
    border-color 0.15s,
    color 0.15s;

  &:hover {
    border-color: ${colors.primary};
    color: ${colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${colors.primary};
    outline-offset: 2px;
  }
`;

const LoadingSheet = styled.p`
  position: fixed;
  inset: auto 0 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin: 0;
  padding: 20px;
  border-radius: ${radius.large} ${radius.large} 0 0;
  background: ${colors.surface};
  box-shadow: ${shadow.raised};
`;

/** Read by screen readers only. */
const ScreenReaderText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${radius.pill};
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
  /** Save this search, beside the filters' button when given (the dialog is the page's). */
  onSaveSearch?: () => void;
}

/**
 * The filters: on a desktop a panel above the results that can be hidden and shown again; on a
 * phone a Filters button (with how many are set) that opens them in a drawer. The form starts
 * again from the address whenever the address changes (Back, Forward, a link).
 */
export function SearchFilterPanel({ filters, onApply, onClear, heading, onSaveSearch }: SearchFilterPanelProps) {
  const text = useText(SEARCH_FILTER_PANEL_TEXT);
  const phone = usePhoneScreen();
  const onServer = useServerRender();
  const [panelShown, setPanelShown] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code is fetched on the first press and kept after, so closing it can animate.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const count = activeFilterCount(filters);
  const saveButton = onSaveSearch && (
    <BarButton type="button" aria-haspopup="dialog" onClick={onSaveSearch}>
      {text.saveSearch}
    </BarButton>
  );
  // The name is the words a screen reader says ('Filters, 2 set'), not an aria-label that would differ from what shows.
  const withCount = (label: string) =>
    count > 0 ? (
      <>
        <span aria-hidden="true">{label}</span>
        <Count aria-hidden="true">{count}</Count>
        <ScreenReaderText>{text.withCount(label, count)}</ScreenReaderText>
      </>
    ) : (
      label
    );

  if (phone) {
    const openDrawer = () => {
      setDrawerWanted(true);
      setDrawerOpen(true);
    };
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
          <Buttons>
            {saveButton}
            <BarButton type="button" onClick={openDrawer} aria-haspopup="dialog">
              <FilterIcon />
              {withCount(text.filters)}
            </BarButton>
          </Buttons>
        </Bar>
        {drawerWanted && (
          <Suspense
            fallback={
              <LoadingSheet role="status">
                <Spinner $size={20} />
                {text.loadingFilters}
              </LoadingSheet>
            }
          >
            <FilterDrawer open={drawerOpen} filters={filters} onApply={apply} onClear={clear} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
      </>
    );
  }

  return (
    <>
      <Bar>
        {heading}
        <Buttons>
          {saveButton}
          <BarButton
            type="button"
            onClick={() => setPanelShown((shown) => !shown)}
            aria-expanded={panelShown}
            aria-controls="search-filter-panel"
          >
            <FilterIcon />
            {panelShown ? text.hideFilters : withCount(text.showFilters)}
          </BarButton>
        </Buttons>
      </Bar>
      <FilterPanel id="search-filter-panel" aria-label={text.filters} hidden={!panelShown}>
        {!onServer && (
          <Suspense fallback={null}>
            <SearchFilterForm
              key={JSON.stringify(filters)}
              name="search-filters"
              layout="wide"
              filters={filters}
              onApply={onApply}
              onClear={onClear}
            />
          </Suspense>
        )}
      </FilterPanel>
    </>
  );
}
