import { z } from 'zod';
import {
  AwardsResponse,
  CompanyAwardResponse,
  DiscoverResponse,
} from '#shared/schemas/responses/discovery';
import { SiteInfoResponse } from '#shared/schemas/responses/public';
import { json, type OperationDescriptions } from '../describe.ts';

/** Awards and the home page's lists (issue 14). */
export const discoveryOperations: OperationDescriptions = {
  'GET /api/awards': {
    tag: 'Awards',
    summary: "A computed quarter's category winners (the latest without `quarter`)",
    responses: { 200: json(AwardsResponse, 'The winners and every computed quarter') },
  },
  'GET /api/companies/{id}/awards': {
    tag: 'Awards',
    summary: "A company's award badges, newest first",
    responses: { 200: json(z.array(CompanyAwardResponse), 'The badges') },
  },
  'GET /api/site': {
    tag: 'Discovery',
    summary: 'The platform name, tagline and support address (admin Settings)',
    responses: { 200: json(SiteInfoResponse, 'What the public site shows (cached for a minute)') },
  },
  'GET /api/discover': {
    tag: 'Discovery',
    summary: 'Recently reviewed companies, top rated per category, latest reviews',
    responses: { 200: json(DiscoverResponse, 'The home page lists (cached for a minute)') },
  },
};
