/** Where simulated teams come from and where simulated regionals are held. */

export type CityRow = readonly [city: string, postalCode: string];

export const MICHIGAN_CITIES: readonly CityRow[] = [
  ['Harbor Springs', '49740'], ['Petoskey', '49770'], ['Traverse City', '49684'], ['Charlevoix', '49720'],
  ['Gaylord', '49735'], ['Cheboygan', '49721'], ['Alpena', '49707'], ['Cadillac', '49601'],
  ['Lake City', '49651'], ['Manistee', '49660'], ['Ludington', '49431'], ['Big Rapids', '49307'],
  ['Mount Pleasant', '48858'], ['Midland', '48640'], ['Bay City', '48706'], ['Saginaw', '48603'],
  ['Flint', '48503'], ['Grand Blanc', '48439'], ['Lansing', '48911'], ['East Lansing', '48823'],
  ['Grand Rapids', '49503'], ['Holland', '49423'], ['Muskegon', '49442'], ['Kalamazoo', '49008'],
  ['Battle Creek', '49015'], ['Jackson', '49201'], ['Ann Arbor', '48104'], ['Ypsilanti', '48197'],
  ['Detroit', '48201'], ['Dearborn', '48124'], ['Livonia', '48150'], ['Novi', '48375'],
  ['Troy', '48083'], ['Warren', '48089'], ['Sterling Heights', '48312'], ['Port Huron', '48060'],
  ['Escanaba', '49829'], ['Marquette', '49855'], ['Sault Ste. Marie', '49783'], ['St. Joseph', '49085'],
  ['Monroe', '48161'], ['Howell', '48843'], ['Brighton', '48116'], ['Owosso', '48867'],
];

export interface RegionalVenue {
  code: string;
  name: string;
  shortName: string;
  city: string;
  stateProv: string;
  country: string;
  postalCode: string;
  timezone: string;
  locationName: string;
  /** Competition week (0-based) the regional is held in. */
  week: number;
  /** Home towns of the teams that travel to it. */
  teamCities: readonly CityRow[];
}

export const REGIONAL_VENUES: readonly RegionalVenue[] = [
  { code: 'mndu', name: 'Lake Superior Regional', shortName: 'Lake Superior', city: 'Duluth', stateProv: 'MN', country: 'USA', postalCode: '55802', timezone: 'America/Chicago', locationName: 'Pioneer Hall', week: 0, teamCities: [['Duluth', '55802'], ['Superior', '54880'], ['Hibbing', '55746'], ['Cloquet', '55720']] },
  { code: 'caoc', name: 'Orange County Regional', shortName: 'Orange County', city: 'Costa Mesa', stateProv: 'CA', country: 'USA', postalCode: '92626', timezone: 'America/Los_Angeles', locationName: 'OC Fair & Event Center', week: 0, teamCities: [['Irvine', '92618'], ['Anaheim', '92805'], ['Santa Ana', '92701'], ['Huntington Beach', '92648']] },
  { code: 'nysu', name: 'Hudson Valley Regional', shortName: 'Hudson Valley', city: 'Suffern', stateProv: 'NY', country: 'USA', postalCode: '10901', timezone: 'America/New_York', locationName: 'Rockland Community College', week: 1, teamCities: [['Suffern', '10901'], ['Poughkeepsie', '12601'], ['White Plains', '10601'], ['Newburgh', '12550']] },
  { code: 'arli', name: 'Arkansas Regional', shortName: 'Arkansas', city: 'Searcy', stateProv: 'AR', country: 'USA', postalCode: '72143', timezone: 'America/Chicago', locationName: 'Harding University', week: 1, teamCities: [['Little Rock', '72201'], ['Searcy', '72143'], ['Conway', '72032'], ['Fayetteville', '72701']] },
  { code: 'qcmo', name: 'Festival de Robotique Regional', shortName: 'Festival de Robotique', city: 'Montréal', stateProv: 'QC', country: 'Canada', postalCode: 'H1V 3N7', timezone: 'America/Toronto', locationName: 'Stade olympique', week: 1, teamCities: [['Montréal', 'H2X 1Y4'], ['Laval', 'H7N 1A1'], ['Québec', 'G1R 4P5'], ['Sherbrooke', 'J1H 1A1']] },
  { code: 'alhu', name: 'Rocket City Regional', shortName: 'Rocket City', city: 'Huntsville', stateProv: 'AL', country: 'USA', postalCode: '35801', timezone: 'America/Chicago', locationName: 'Von Braun Center', week: 2, teamCities: [['Huntsville', '35801'], ['Birmingham', '35203'], ['Madison', '35758'], ['Decatur', '35601']] },
  { code: 'utwv', name: 'Utah Regional', shortName: 'Utah', city: 'West Valley City', stateProv: 'UT', country: 'USA', postalCode: '84119', timezone: 'America/Denver', locationName: 'Maverik Center', week: 2, teamCities: [['Salt Lake City', '84101'], ['Provo', '84601'], ['Ogden', '84401'], ['Sandy', '84070']] },
  { code: 'casj', name: 'Silicon Valley Regional', shortName: 'Silicon Valley', city: 'San Jose', stateProv: 'CA', country: 'USA', postalCode: '95113', timezone: 'America/Los_Angeles', locationName: 'San Jose State University', week: 2, teamCities: [['San Jose', '95112'], ['Palo Alto', '94301'], ['Fremont', '94536'], ['Sunnyvale', '94086']] },
  { code: 'flta', name: 'Tallahassee Regional', shortName: 'Tallahassee', city: 'Tallahassee', stateProv: 'FL', country: 'USA', postalCode: '32301', timezone: 'America/New_York', locationName: 'Tucker Civic Center', week: 2, teamCities: [['Tallahassee', '32301'], ['Pensacola', '32501'], ['Gainesville', '32601'], ['Panama City', '32401']] },
  { code: 'code', name: 'Colorado Regional', shortName: 'Colorado', city: 'Denver', stateProv: 'CO', country: 'USA', postalCode: '80204', timezone: 'America/Denver', locationName: 'University of Denver', week: 3, teamCities: [['Denver', '80202'], ['Boulder', '80301'], ['Colorado Springs', '80903'], ['Fort Collins', '80521']] },
  { code: 'ilpe', name: 'Central Illinois Regional', shortName: 'Central Illinois', city: 'Peoria', stateProv: 'IL', country: 'USA', postalCode: '61602', timezone: 'America/Chicago', locationName: 'Peoria Civic Center', week: 3, teamCities: [['Peoria', '61602'], ['Springfield', '62701'], ['Bloomington', '61701'], ['Champaign', '61820']] },
  { code: 'oktu', name: 'Green Country Regional', shortName: 'Green Country', city: 'Tulsa', stateProv: 'OK', country: 'USA', postalCode: '74103', timezone: 'America/Chicago', locationName: 'Cox Business Convention Center', week: 3, teamCities: [['Tulsa', '74103'], ['Oklahoma City', '73102'], ['Norman', '73069'], ['Broken Arrow', '74012']] },
  { code: 'paca', name: 'Greater Pittsburgh Regional', shortName: 'Greater Pittsburgh', city: 'Pittsburgh', stateProv: 'PA', country: 'USA', postalCode: '15222', timezone: 'America/New_York', locationName: 'California University of Pennsylvania', week: 3, teamCities: [['Pittsburgh', '15222'], ['Erie', '16501'], ['Altoona', '16601'], ['Butler', '16001']] },
  { code: 'wila', name: 'Seven Rivers Regional', shortName: 'Seven Rivers', city: 'La Crosse', stateProv: 'WI', country: 'USA', postalCode: '54601', timezone: 'America/Chicago', locationName: 'La Crosse Center', week: 3, teamCities: [['La Crosse', '54601'], ['Eau Claire', '54701'], ['Madison', '53703'], ['Rochester', '55901']] },
  { code: 'casd', name: 'San Diego Regional', shortName: 'San Diego', city: 'San Diego', stateProv: 'CA', country: 'USA', postalCode: '92101', timezone: 'America/Los_Angeles', locationName: 'Del Mar Fairgrounds', week: 3, teamCities: [['San Diego', '92101'], ['Chula Vista', '91910'], ['Escondido', '92025'], ['Oceanside', '92054']] },
  { code: 'hiho', name: 'Hawaii Regional', shortName: 'Hawaii', city: 'Honolulu', stateProv: 'HI', country: 'USA', postalCode: '96822', timezone: 'Pacific/Honolulu', locationName: 'Stan Sheriff Center', week: 3, teamCities: [['Honolulu', '96813'], ['Hilo', '96720'], ['Kailua', '96734'], ['Pearl City', '96782']] },
  { code: 'iacf', name: 'Iowa Regional', shortName: 'Iowa', city: 'Cedar Falls', stateProv: 'IA', country: 'USA', postalCode: '50614', timezone: 'America/Chicago', locationName: 'McLeod Center', week: 4, teamCities: [['Cedar Falls', '50613'], ['Des Moines', '50309'], ['Cedar Rapids', '52401'], ['Iowa City', '52240']] },
  { code: 'mnmi', name: 'Minnesota 10,000 Lakes Regional', shortName: 'Minnesota 10,000 Lakes', city: 'Minneapolis', stateProv: 'MN', country: 'USA', postalCode: '55455', timezone: 'America/Chicago', locationName: 'Williams Arena', week: 4, teamCities: [['Minneapolis', '55401'], ['St. Paul', '55101'], ['Bloomington', '55420'], ['Eden Prairie', '55344']] },
  { code: 'nvlv', name: 'Las Vegas Regional', shortName: 'Las Vegas', city: 'Las Vegas', stateProv: 'NV', country: 'USA', postalCode: '89109', timezone: 'America/Los_Angeles', locationName: 'Las Vegas Convention Center', week: 4, teamCities: [['Las Vegas', '89101'], ['Henderson', '89002'], ['Reno', '89501'], ['Carson City', '89701']] },
  { code: 'nytr', name: 'New York Tech Valley Regional', shortName: 'New York Tech Valley', city: 'Troy', stateProv: 'NY', country: 'USA', postalCode: '12180', timezone: 'America/New_York', locationName: 'Rensselaer Polytechnic Institute', week: 4, teamCities: [['Albany', '12207'], ['Troy', '12180'], ['Schenectady', '12305'], ['Saratoga Springs', '12866']] },
  { code: 'ohmv', name: 'Miami Valley Regional', shortName: 'Miami Valley', city: 'Cincinnati', stateProv: 'OH', country: 'USA', postalCode: '45221', timezone: 'America/New_York', locationName: 'University of Cincinnati', week: 4, teamCities: [['Cincinnati', '45202'], ['Dayton', '45402'], ['Columbus', '43215'], ['Toledo', '43604']] },
  { code: 'wimu', name: 'Phantom Lakes Regional', shortName: 'Phantom Lakes', city: 'Mukwonago', stateProv: 'WI', country: 'USA', postalCode: '53149', timezone: 'America/Chicago', locationName: 'Mukwonago High School', week: 4, teamCities: [['Milwaukee', '53202'], ['Waukesha', '53186'], ['Kenosha', '53140'], ['Racine', '53403']] },
  { code: 'lake', name: 'Bayou Regional', shortName: 'Bayou', city: 'Kenner', stateProv: 'LA', country: 'USA', postalCode: '70062', timezone: 'America/Chicago', locationName: 'Pontchartrain Center', week: 5, teamCities: [['New Orleans', '70112'], ['Baton Rouge', '70801'], ['Kenner', '70062'], ['Lafayette', '70501']] },
  { code: 'caav', name: 'Aerospace Valley Regional', shortName: 'Aerospace Valley', city: 'Lancaster', stateProv: 'CA', country: 'USA', postalCode: '93534', timezone: 'America/Los_Angeles', locationName: 'Antelope Valley Fair', week: 5, teamCities: [['Lancaster', '93534'], ['Palmdale', '93550'], ['Bakersfield', '93301'], ['Santa Clarita', '91355']] },
];

const NICKNAME_FIRST = [
  'Iron', 'Cyber', 'Robo', 'Steel', 'Thunder', 'Lightning', 'Circuit', 'Gear', 'Titanium', 'Quantum', 'Voltage',
  'Mech', 'Atomic', 'Rogue', 'Blue', 'Red', 'Golden', 'Silver', 'Electric', 'Binary', 'Chaos', 'Phoenix', 'Polar',
  'Rocket', 'Turbo', 'Nuclear', 'Digital', 'Flying', 'Mighty', 'Wired', 'Sparky', 'Code', 'Torque', 'Pneumatic',
];
const NICKNAME_SECOND = [
  'Eagles', 'Titans', 'Knights', 'Panthers', 'Wolves', 'Hornets', 'Dragons', 'Falcons', 'Gearheads', 'Raptors',
  'Spartans', 'Vikings', 'Mustangs', 'Bulldogs', 'Pirates', 'Cougars', 'Owls', 'Sharks', 'Bots', 'Wizards',
  'Engineers', 'Builders', 'Storm', 'Force', 'Lions', 'Foxes', 'Bears', 'Ravens', 'Jackets', 'Hawks', 'Crew',
];
export const TEAM_MOTTOS = [
  'Build the future.', 'More than robots.', 'Gracious professionalism, always.', 'Engineering our community.',
  'We build people, not just robots.', 'Measure twice, cut once.', 'Innovate. Compete. Inspire.',
  'Together we make it work.', 'Fail fast, learn faster.', 'Inspired by science, driven by teamwork.',
];
const SPONSORS = [
  'Ford Motor Company', 'General Motors', 'DTE Foundation', 'Consumers Energy', 'Dow', 'Boeing', 'NASA',
  'Lockheed Martin', 'Qualcomm', 'Google', 'Gene Haas Foundation', 'BAE Systems', 'Rockwell Automation',
  'John Deere', 'Medtronic', 'Caterpillar', 'Intel', 'Raytheon', 'Stellantis', 'Bosch',
];

export const namingParts = { NICKNAME_FIRST, NICKNAME_SECOND, SPONSORS };
