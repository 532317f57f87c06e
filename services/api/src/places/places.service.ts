import { Injectable } from '@nestjs/common';
import type { Place } from '@nivasa/contracts/places';
import { type IndexedPlace, loadPlaces, matchForm, PlaceTier } from './gazetteer';

/** How well a name matches a query: the whole name, its start, or the start of one of its words. */
const enum Match {
  Exact = 0,
  Prefix = 1,
  WordPrefix = 2,
}

/** A place's rank for a query (lower first): the match, a name's before an alias's at each; undefined when neither matches. */
function rankOf(entry: IndexedPlace, query: string): number | undefined {
  const byName = matchOf(entry.names, query);
  const byAlias = matchOf(entry.aliases, query);
  const ranks = [byName === undefined ? undefined : byName * 2, byAlias === undefined ? undefined : byAlias * 2 + 1];
  const found = ranks.filter((rank) => rank !== undefined);
  return found.length === 0 ? undefined : Math.min(...found);
}

const KIND_ORDER: Record<Place['kind'], number> = { district: 0, town: 1, campus: 2 };

function matchOf(keys: readonly string[], query: string): Match | undefined {
  let best: Match | undefined;
  for (const key of keys) {
    if (key === query) return Match.Exact;
    if (key.startsWith(query)) best = Match.Prefix;
    else if (best === undefined && key.includes(` ${query}`)) best = Match.WordPrefix;
  }
  return best;
}

/**
 * The gazetteer: districts, towns, DS and GN divisions and campuses, held in memory (about 14,500
 * places, read once from the committed data). Other modules find a place by id (a search near it)
 * or a listing's town (its centre) here.
 */
@Injectable()
export class PlacesService {
  private readonly places: readonly IndexedPlace[] = loadPlaces();
  private readonly byIds = new Map(this.places.map((entry) => [entry.place.id, entry.place]));
  private readonly towns = new Map(
    this.places
      .filter(({ place, tier }) => place.kind === 'town' && tier === PlaceTier.Curated)
      .map(({ place }) => [`${place.district}/${place.name}`, place]),
  );

  /**
   * The places whose name (in any script) or alias is the query, starts with it, or has a word
   * that does; exact matches first, then prefixes, then word prefixes (a name's before an
   * alias's at each); then districts, towns and campuses before DS divisions before GN
   * divisions, then shorter names first.
   */
  search(query: string, limit: number): Place[] {
    const wanted = matchForm(query);
    if (wanted === '') return [];
    const found: { entry: IndexedPlace; rank: number }[] = [];
    for (const entry of this.places) {
      const rank = rankOf(entry, wanted);
      if (rank !== undefined) found.push({ entry, rank });
    }
    found.sort(
      (a, b) =>
        a.rank - b.rank ||
        a.entry.tier - b.entry.tier ||
        a.entry.place.name.length - b.entry.place.name.length ||
        KIND_ORDER[a.entry.place.kind] - KIND_ORDER[b.entry.place.kind] ||
        a.entry.place.name.localeCompare(b.entry.place.name, 'en', { numeric: true }),
    );
    return found.slice(0, limit).map(({ entry }) => entry.place);
  }

  /** The place with this id (`wellawatte`, `colombo-district`, `lk-1127085`, `sliit-malabe`). */
  byId(id: string): Place | undefined {
    return this.byIds.get(id);
  }

  /** A listing's town (its district and city, as listings store them), whose centre stands for the listing's place. */
  townOf(district: string, city: string): Place | undefined {
    return this.towns.get(`${district}/${city}`);
  }
}
