import { useMemo } from 'react';
import { useLocation, useNavigate } from '@nivasa/ui/router';
import { searchPath, type SearchFilters } from '@nivasa/contracts/paths';
import { parseSearchFilters } from '@nivasa/contracts/search-url';

/**
 * The search as the address holds it, and the way to change it: a new search is a new history
 * entry, so Back and Forward step through searches and any address can be shared.
 */
export function useSearchFilters() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => parseSearchFilters(new URLSearchParams(search)), [search]);

  const applyFilters = (next: SearchFilters) => {
    const path = searchPath(next);
    // The same search again is no new step back.
    if (path !== `${pathname}${search}`) void navigate(path);
  };
  return { filters, applyFilters };
}
