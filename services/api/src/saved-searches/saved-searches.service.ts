import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { MessageResponse } from '@nivasa/contracts/api';
import type { Language } from '@nivasa/contracts/languages';
import { SEARCH_MESSAGES } from '@nivasa/contracts/listing-messages';
import { SAVED_SEARCH_LIMITS } from '@nivasa/contracts/limits';
import { SAVED_SEARCH_MESSAGES } from '@nivasa/contracts/saved-search-messages';
import { savedSearchNameOf } from '@nivasa/contracts/saved-search-name';
import { readSavedSearchQuery, type SavedSearchesResponse, type SavedSearchSaved } from '@nivasa/contracts/saved-search-schema';
import type { Types } from 'mongoose';
import { refusal } from '../common/refusal';
import { validationFailed } from '../common/validation';
import { PlacesService } from '../places/places.service';
import type { SavedSearchRequestDto } from './dto/saved-search-request.dto';
import type { SavedSearchUpdateDto } from './dto/saved-search-update.dto';
import { type MatchableListing, matchesSavedSearch, savedSearchMatchOf } from './saved-search-match';
import { toSavedSearch } from './saved-search.mapper';
import { requireOwnSavedSearch, type SavedSearchActor } from './saved-search.policy';
import { SavedSearchAlertsRepository } from './saved-search-alerts.repository';
import { type SavedSearchChanges, SavedSearchesRepository } from './saved-searches.repository';
import type { StoredSavedSearch } from './schemas/saved-search.schema';

const limitReached = () => new ConflictException(refusal('SAVED_SEARCH_LIMIT_REACHED', SAVED_SEARCH_MESSAGES.limitReached));

/**
 * A signed-in user's saved searches: at most SAVED_SEARCH_LIMITS.perUser each, named from their
 * filters in the user's language when they give no name, and stored with the index keys a newly
 * public listing finds them by (saved-search-match.ts). Only their user reads or changes one.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly savedSearches: SavedSearchesRepository,
    private readonly places: PlacesService,
    private readonly alerts: SavedSearchAlertsRepository,
  ) {}

  /** Saves the search; its name, when none is given, in `language` (the page's the user saved it from). */
  async create(actor: SavedSearchActor, request: SavedSearchRequestDto, language: Language): Promise<SavedSearchSaved> {
    const read = readSavedSearchQuery(request.query);
    // The body's schema read the query already; this gives its filters.
    if (!read.success) throw validationFailed(read.errors);
    const near = read.filters.near !== undefined ? this.places.byId(read.filters.near) : undefined;
    if (read.filters.near !== undefined && !near) throw new BadRequestException(refusal('NEAR_PLACE_UNKNOWN', SEARCH_MESSAGES.nearUnknown));
    if ((await this.savedSearches.countOf(actor._id)) >= SAVED_SEARCH_LIMITS.perUser) throw limitReached();
    const stored = await this.savedSearches.add({
      userId: actor._id,
      name: request.name ?? savedSearchNameOf(read.filters, language, near?.names[language]),
      query: read.query,
      frequency: request.frequency,
      match: savedSearchMatchOf(read.filters, near ? { lat: near.lat, lng: near.lng } : undefined),
    });
    // Two saves at once may both pass the count: the one that went over takes itself back.
    if ((await this.savedSearches.countOf(actor._id)) > SAVED_SEARCH_LIMITS.perUser) {
      await this.savedSearches.deleteOwn(actor._id, stored._id);
      throw limitReached();
    }
    return { success: true, message: SAVED_SEARCH_MESSAGES.saved, savedSearch: toSavedSearch(stored) };
  }

  async list(actor: SavedSearchActor): Promise<SavedSearchesResponse> {
    const stored = await this.savedSearches.listOf(actor._id, SAVED_SEARCH_LIMITS.perUser);
    return { savedSearches: stored.map(toSavedSearch), limit: SAVED_SEARCH_LIMITS.perUser };
  }

  /** Renames, changes the frequency, pauses or resumes the user's own saved search. */
  async update(actor: SavedSearchActor, id: Types.ObjectId, changes: SavedSearchUpdateDto): Promise<SavedSearchSaved> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as SavedSearchChanges;
    const updated = requireOwnSavedSearch(actor, await this.savedSearches.updateOwn(actor._id, id, set));
    return { success: true, message: SAVED_SEARCH_MESSAGES.updated, savedSearch: toSavedSearch(updated) };
  }

  async remove(actor: SavedSearchActor, id: Types.ObjectId): Promise<MessageResponse> {
    if (!(await this.savedSearches.deleteOwn(actor._id, id))) requireOwnSavedSearch(actor, null);
    // What was sent to it goes too.
    await this.alerts.deleteBySavedSearch(id);
    return { success: true, message: SAVED_SEARCH_MESSAGES.deleted };
  }

  /**
   * The saved searches (not paused) that find the listing, as the search page would: the
   * candidates its index keys find, each checked exactly. What the alerts will send from.
   */
  async matching(listing: MatchableListing, now = new Date()): Promise<StoredSavedSearch[]> {
    const candidates = await this.savedSearches.candidatesOf(listing);
    return candidates.filter((candidate) => {
      const read = readSavedSearchQuery(candidate.query);
      return read.success && matchesSavedSearch(listing, read.filters, candidate.match, now);
    });
  }
}
