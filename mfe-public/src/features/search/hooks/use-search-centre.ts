import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@nivasa/session/api-client';
import { useLanguage } from '@nivasa/session/language';
import { placeQuery } from '@nivasa/ui/places/place-queries';

export interface SearchCentre {
  /** The place's name in the page's language; undefined without a centre, or when it could not be had. */
  name?: string;
  /** Still asking (the cards wait, so their distance lines do not push them when it comes). */
  pending: boolean;
}

/** The place a search is around (near=…), from GET /api/places/:id. */
export function useSearchCentre(near: string | undefined): SearchCentre {
  const client = useApiClient();
  const language = useLanguage();
  const place = useQuery({ ...placeQuery(client, near ?? ''), enabled: near !== undefined });
  if (near === undefined) return { pending: false };
  return { name: place.data && (place.data.names[language] || place.data.name), pending: place.isPending };
}
