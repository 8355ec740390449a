import type { ContactTruth, Decoys, TrapKind } from './realistic/contactsTruth.ts';

type HandWrittenLanguage = 'en' | 'de' | 'fr' | 'es' | 'nl' | 'it' | 'pt';

/** The same kinds as the generated set, so both print in the same report. */
type HandWrittenKind = 'plain' | 'jsShell' | 'misleading' | 'boilerplate' | 'sayNothing';

/**
 * Decoy kinds met on real sites that the generated set does not build (first written for
 * `devset7/`): someone else's contact facts beside the company's, and years that are not its
 * founding. Kept apart from `TrapKind` so the generator never draws them.
 */
type HandWrittenTrapKind =
  | 'parentGroup'
  | 'resoldBrand'
  | 'experienceYears'
  | 'copyrightYear'
  | 'localAnniversary'
  | 'awardYear'
  | 'priceListYear'
  | 'namesakeYear'
  | 'previousBusinessYear'
  | 'licenceYear'
  | 'supplierContact'
  | 'stockist'
  | 'serviceHotline'
  | 'manufacturerHotline'
  | 'bookingPlatform'
  | 'directions'
  | 'eventVenue'
  | 'sisterCompany'
  | 'webProvider'
  | 'recruiter'
  | 'testimonialSignature'
  | 'clientReference'
  | 'newsletterService'
  | 'externalDpo'
  | 'bankDetails'
  | 'insurerDetails'
  | 'registryCourt'
  | 'registrationNumber'
  | 'professionalBody'
  | 'publicOffice'
  | 'marketStall'
  | 'exampleValue'
  | 'shareLinks'
  | 'recommendedPartner'
  | 'onCallPartner'
  | 'sponsor'
  | 'landlord'
  | 'funder'
  | 'pressContact'
  | 'timeline'
  | 'personalProfile'
  | 'standardYear'
  | 'previousAddress'
  | 'chatWidget'
  | 'cookieVendor'
  | 'marketplace'
  | 'researchPartner'
  | 'mapEmbed'
  | 'classifiedAd'
  | 'tenantContact'
  // Phones that are not the company's (first written for `devset8/`).
  | 'outOfHoursService'
  | 'utilityEmergency'
  | 'pharmacyOnDuty'
  | 'helpline'
  | 'cardBlocking'
  | 'breakdownService'
  | 'branchElsewhere'
  | 'formerNumber'
  | 'faxNumber'
  | 'imageAltText'
  | 'partnerNetwork'
  | 'namesakeBusiness'
  // Numbers and years beside the contact facts that are none of them (first written for `devset9/`).
  | 'openingHours'
  | 'priceFigures'
  | 'orderNumber'
  | 'websiteYear'
  | 'taxAdviser'
  // Other parties' contact facts on the same page, and years of membership (first written for `devset10/`).
  | 'franchisor'
  | 'centreReception'
  | 'supervisoryAuthority'
  | 'consumerArbitration'
  | 'managingDirectorPrivate'
  | 'eventSupplier'
  | 'ticketOffice'
  | 'newsMention'
  | 'supportedCharity'
  | 'membershipYear'
  | 'certificationYear'
  | 'anniversaryYear'
  // Values a theme or a third-party script leaves in the markup (first written for `devset11/`).
  | 'themeDemoContent'
  | 'trackingId'
  // Years and mailboxes that are not the company's founding or its own (first written for `devset12/`):
  // a year of the owner's or the family's own story (a grandfather's first trade, the owner's birth
  // or master's exam), a product's model or vintage year, a retina image's file name that reads as
  // an address (`logo@2x.png`), and an address inside another service's link (`?email=…`).
  | 'familyHistoryYear'
  | 'modelYear'
  | 'imageFileName'
  | 'urlQuery';

/**
 * One homepage of a hand-written set (`pages/{domain}.html`) and what a right answer holds. Slugs
 * are the catalogue's (`shared/catalogue`); `uncategorised` for a page that says nothing about a
 * business.
 * `contacts` lists only what the page states as the company's own; `decoys` are values on the page
 * that are not the company's and must never be taken.
 */
export interface HandWrittenLabel {
  domain: string;
  name: string;
  language: HandWrittenLanguage;
  kind: HandWrittenKind;
  category: string;
  subcategory: string;
  contacts?: Partial<ContactTruth>;
  traps?: (TrapKind | HandWrittenTrapKind)[];
  decoys?: Partial<Decoys>;
}
