/**
 * Real Michigan teams the product knows by name, with the values FIRST publishes for them. 7790 and
 * 3767 are as TBA returns them; 7598 and 5560 (the home team's friends with their own colours) get
 * plausible northern Michigan details.
 */
export interface KnownTeam {
  number: number;
  nickname: string;
  schoolName: string;
  city: string;
  postalCode: string;
  rookieYear: number;
  website: string | null;
  /** Official long name when it differs from the school's name. */
  name?: string;
  motto?: string | null;
  /** Long-run strength (1 = an average robot); unknown teams draw theirs. */
  strength?: number;
}

export const KNOWN_TEAMS: readonly KnownTeam[] = [
  { number: 7790, nickname: 'Baywatch Robotics', schoolName: 'Harbor Springs High School', city: 'Harbor Springs', postalCode: '49740', rookieYear: 2019, website: null, strength: 1.3 },
  {
    number: 3767, nickname: 'Titans', schoolName: 'Traverse City West Sr High Sch', city: 'Traverse City', postalCode: '49685', rookieYear: 2011,
    website: 'http://frc3767.wordpress.com/', strength: 1.2,
    name: 'Cone Drive/TentCraft/Britten/Traverse City Eye/Animal Medical Center of Traverse City & Traverse City West Sr High Sch',
  },
  { number: 7598, nickname: 'Lakers Robotics', schoolName: 'Petoskey High School', city: 'Petoskey', postalCode: '49770', rookieYear: 2019, website: null, motto: 'Up north, all in.', strength: 1.05 },
  { number: 5560, nickname: 'Rayders', schoolName: 'Charlevoix High School', city: 'Charlevoix', postalCode: '49720', rookieYear: 2015, website: null, motto: 'Built on the shore.', strength: 1.0 },
  { number: 27, nickname: 'Team RUSH', schoolName: 'Clarkston High School', city: 'Clarkston', postalCode: '48346', rookieYear: 1997, website: 'http://www.teamrush27.net', strength: 1.35 },
  { number: 33, nickname: 'Killer Bees', schoolName: 'Notre Dame Preparatory', city: 'Auburn Hills', postalCode: '48326', rookieYear: 1996, website: 'http://www.killerbees33.com/', strength: 1.45 },
  { number: 67, nickname: 'The HOT Team', schoolName: 'Huron Valley Schools', city: 'Highland', postalCode: '48357', rookieYear: 1997, website: 'http://www.hotteam67.org', strength: 1.5 },
  { number: 217, nickname: 'ThunderChickens', schoolName: 'Utica Community Schools', city: 'Sterling Heights', postalCode: '48314', rookieYear: 1999, website: 'http://www.thunderchickens.org', strength: 1.45 },
  { number: 245, nickname: 'Adambots', schoolName: 'Adams High School', city: 'Rochester Hills', postalCode: '48306', rookieYear: 1999, website: 'http://www.adambots.com', strength: 1.2 },
  { number: 494, nickname: 'Martians', schoolName: 'Goodrich High School', city: 'Goodrich', postalCode: '48438', rookieYear: 2001, website: 'http://www.494themartians.com/', strength: 1.3 },
  { number: 503, nickname: 'Frog Force', schoolName: 'Novi High School', city: 'Novi', postalCode: '48375', rookieYear: 2001, website: 'http://www.frogforce503.org', strength: 1.2 },
  { number: 862, nickname: 'Lightning Robotics', schoolName: 'Canton High School & Salem High School & Plymouth High School', city: 'Canton', postalCode: '48187', rookieYear: 2002, website: 'http://www.lightningrobotics.com/', strength: 1.25 },
  { number: 1023, nickname: 'Bedford Express', schoolName: 'Bedford Senior High School', city: 'Temperance', postalCode: '48182', rookieYear: 2003, website: 'http://www.bedfordexpress.org/', strength: 1.3 },
  { number: 2337, nickname: 'EngiNERDs', schoolName: 'Grand Blanc High School', city: 'Grand Blanc', postalCode: '48439', rookieYear: 2008, website: 'http://www.team2337.com', strength: 1.3 },
  { number: 2767, nickname: 'Stryke Force', schoolName: 'Kalamazoo County 4-h', city: 'Kalamazoo', postalCode: '49009', rookieYear: 2009, website: 'http://www.strykeforce.org', strength: 1.45 },
  { number: 3538, nickname: 'RoboJackets', schoolName: 'Avondale High School', city: 'Rochester', postalCode: '48326', rookieYear: 2011, website: 'http://www.team3538.com', strength: 1.15 },
  { number: 3620, nickname: 'Average Joes', schoolName: 'St Joseph High School', city: 'Saint Joseph', postalCode: '49085', rookieYear: 2011, website: 'https://frc.stjoerobotics.com/', strength: 1.15 },
  { number: 4362, nickname: 'CSPA Gems', schoolName: 'Charyl Stockwell Preparatory Academy', city: 'Brighton', postalCode: '48116', rookieYear: 2012, website: 'http://www.gemsrobotics.com', strength: 1.05 },
  { number: 5166, nickname: 'Fabricators', schoolName: 'Freeland High School', city: 'Freeland', postalCode: '48623', rookieYear: 2014, website: 'http://www.freelandroboticsclub.com', strength: 1.0 },
  { number: 5907, nickname: 'CC Shambots', schoolName: 'Detroit Catholic Central HS', city: 'Novi', postalCode: '48374', rookieYear: 2016, website: 'http://www.ccshambots.com', strength: 1.1 },
  { number: 5926, nickname: 'Da MOOse', schoolName: 'Family/Community', city: 'Port Huron', postalCode: '48060', rookieYear: 2016, website: 'http://www.team5926.org', strength: 1.05 },
  { number: 7769, nickname: 'The CREW', schoolName: 'Oakland Schools Technical Campus Southeast', city: 'Royal Oak', postalCode: '48073', rookieYear: 2019, website: null, strength: 1.0 },
];
