import { useMemo } from 'react';
import { useLocation, useNavigate } from '@nivasa/ui/router';
import { searchPath, type SearchFilters } from '@nivasa/contracts/paths';
import { searchOfAddress } from '../utils/search-filters';

/**
 * The search as the address holds it, and the way to change it: a new search is a new history
 * entry, so Back and Forward step through searches and any address can be shared. `termCut`: the
 * address's term has more words than a search takes, and only its first ones are searched.
 */
export function useSearchFilters() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { filters, termCut } = useMemo(() => searchOfAddress(new URLSearchParams(search)), [search]);

  const applyFilters = (next: SearchFilters) => {
    const path = searchPath(next);
    // The same search again is no new step back.
    if (path !== `${pathname}${search}`) void navigate(path);
  };
  return { filters, termCut, applyFilters };
}
