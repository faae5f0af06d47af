/**
 * The Michigan and Championship events the product names, with the venue details FIRST published for
 * their 2025 editions (dates of other seasons are derived from the week they are held in).
 */
export interface VenueDetails {
  city: string;
  stateProv: string;
  country: string;
  postalCode: string;
  address: string | null;
  locationName: string | null;
  lat: number | null;
  lng: number | null;
  timezone: string;
  gmapsPlaceId?: string | null;
  gmapsUrl?: string | null;
  website: string | null;
}

export interface DistrictEventVenue extends VenueDetails {
  code: string;
  shortName: string;
  name?: string;
  week: number;
  /** Days after the week's Thursday the event starts on, and how many days it runs. */
  startOffset: number;
  days: number;
}

const FIM_WEBSITE = 'http://www.firstinmichigan.org';

function michigan(code: string, shortName: string, city: string, postalCode: string, week: number, startOffset = 0): DistrictEventVenue {
  return {
    code,
    shortName,
    city,
    stateProv: 'MI',
    country: 'USA',
    postalCode,
    address: null,
    locationName: null,
    lat: null,
    lng: null,
    timezone: 'America/Detroit',
    website: FIM_WEBSITE,
    week,
    startOffset,
    days: 3,
  };
}

export const FIM_DISTRICT_EVENTS: readonly DistrictEventVenue[] = [
  {
    code: 'milac',
    shortName: 'Lake City',
    name: 'FIM District Lake City Event',
    city: 'Lake City',
    stateProv: 'MI',
    country: 'USA',
    postalCode: '49651',
    address: '251 Russell Rd, Lake City, MI 49651, USA',
    locationName: 'Lake City High School',
    lat: 44.3379466,
    lng: -85.21071560000001,
    timezone: 'America/Detroit',
    gmapsPlaceId: 'ChIJZ9L1LV-eH4gRDd9eCSpi8oo',
    gmapsUrl: 'https://maps.google.com/?cid=10012172854283394829',
    website: FIM_WEBSITE,
    week: 0,
    startOffset: 1,
    days: 3,
  },
  michigan('miket', 'Kettering University #1', 'Flint', '48504', 0),
  michigan('mike2', 'Kettering University #2', 'Flint', '48504', 1),
  michigan('misjo', 'St. Joseph', 'St. Joseph', '49085', 1),
  michigan('miesc', 'Escanaba', 'Escanaba', '49829', 1, 1),
  {
    code: 'mitvc',
    shortName: 'Traverse City',
    name: 'FIM District Traverse City Event presented by Cone Drive',
    city: 'Traverse City',
    stateProv: 'MI',
    country: 'USA',
    postalCode: '49685',
    address: '5376 N Long Lake Rd, Traverse City, MI 49685, USA',
    locationName: '5376 N Long Lake Rd',
    lat: 44.7472302,
    lng: -85.6856797,
    timezone: 'America/Detroit',
    gmapsPlaceId: 'ChIJ212xa4oxHogRNwDLV1WOypI',
    gmapsUrl: 'https://maps.google.com/?q=5376+N+Long+Lake+Rd,+Traverse+City,+MI+49685,+USA&ftid=0x881e318a6bb15ddb:0x92ca8e5557cb0037',
    website: FIM_WEBSITE,
    week: 2,
    startOffset: 0,
    days: 3,
  },
  michigan('mimus', 'Muskegon', 'Muskegon', '49442', 2),
  michigan('midtr', 'Wayne State', 'Detroit', '48202', 2),
  michigan('mimas', 'Mason', 'Mason', '48854', 3, 1),
  michigan('mitry', 'Troy', 'Troy', '48085', 3, 1),
  michigan('mimid', 'Midland', 'Midland', '48640', 4),
  michigan('miliv', 'Livonia', 'Livonia', '48150', 4),
];

/** 2025micmp and its divisions: Saginaw Valley State University. */
export const FIM_CHAMPIONSHIP: VenueDetails & { divisions: ReadonlyArray<{ name: string; shortName: string }> } = {
  city: 'University Center',
  stateProv: 'MI',
  country: 'USA',
  postalCode: '48710',
  address: '7400 Bay Rd, University Center, MI 48710, USA',
  locationName: 'Ryder Center for Health and Physical Education at Saginaw Valley State University',
  lat: 43.5122069,
  lng: -83.9577029,
  timezone: 'America/Detroit',
  gmapsPlaceId: 'ChIJB7CrvKrdI4gRKJhPHrr--ec',
  gmapsUrl: 'https://maps.google.com/?cid=16715671567288211496',
  website: 'https://www.firstinmichigan.org/',
  divisions: [
    { name: 'DTE Energy Foundation', shortName: 'MSC - DTE Energy Foundation' },
    { name: 'Hemlock Semiconductor', shortName: 'MSC - Hemlock Semiconductor' },
    { name: 'Consumers Energy', shortName: 'MSC - Consumers Energy' },
    { name: 'Aptiv', shortName: 'MSC - Aptiv' },
  ],
};

/** 2025cmptx and its divisions: George R. Brown Convention Center, Houston. */
export const WORLD_CHAMPIONSHIP: VenueDetails & { divisions: ReadonlyArray<{ code: string; name: string; firstCode: string }> } = {
  city: 'Houston',
  stateProv: 'TX',
  country: 'USA',
  postalCode: '77010',
  address: '1001 Avenida De Las Americas, Houston, TX 77010, USA',
  locationName: '1001 Avenida De Las Americas',
  lat: 29.75199349999999,
  lng: -95.3576344,
  timezone: 'America/Chicago',
  gmapsPlaceId: 'ChIJgw3vTiK_QIYRsMwBp668_Lo',
  gmapsUrl: 'https://maps.google.com/?q=1001+Avenida+De+Las+Americas,+Houston,+TX+77010,+USA&ftid=0x8640bf224eef0d83:0xbafcbcaea701ccb0',
  website: 'https://www.firstchampionship.org',
  divisions: [
    { code: 'arc', name: 'Archimedes', firstCode: 'archimedes' },
    { code: 'cur', name: 'Curie', firstCode: 'curie' },
    { code: 'dal', name: 'Daly', firstCode: 'daly' },
    { code: 'gal', name: 'Galileo', firstCode: 'galileo' },
    { code: 'hop', name: 'Hopper', firstCode: 'hopper' },
    { code: 'joh', name: 'Johnson', firstCode: 'johnson' },
    { code: 'mil', name: 'Milstein', firstCode: 'milstein' },
    { code: 'new', name: 'Newton', firstCode: 'newton' },
  ],
};

/** The demo's off-season event in team 7790's home town. */
export const HOME_OFFSEASON: VenueDetails & { code: string; name: string; shortName: string } = {
  code: 'mihsi',
  name: 'Harbor Springs Off-Season Invitational',
  shortName: 'Harbor Springs Invitational',
  city: 'Harbor Springs',
  stateProv: 'MI',
  country: 'USA',
  postalCode: '49740',
  address: '500 N Spring St, Harbor Springs, MI 49740, USA',
  locationName: 'Harbor Springs High School',
  lat: 45.4339,
  lng: -84.9917,
  timezone: 'America/Detroit',
  website: null,
};
