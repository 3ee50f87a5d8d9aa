/** @module The 50 US states and 200+ real US cities that become location tags ("Austin-TX"). */
import { US_STATES } from '../../../worker/contracts/states';

/** The states of the reader's location filter (worker/contracts/states.ts), as (name, code). */
export const STATES: readonly (readonly [name: string, code: string])[] = US_STATES.map(([code, name]) => [name, code] as const);

/**
 * Cities by state code. Every state has at least three, so the local feed works wherever a
 * reader lives. "New York City" rather than "New York": the state tag already owns new-york-ny.
 */
export const CITIES: Readonly<Record<string, readonly string[]>> = {
  AL: ['Birmingham', 'Montgomery', 'Huntsville', 'Mobile', 'Tuscaloosa'],
  AK: ['Anchorage', 'Fairbanks', 'Juneau'],
  AZ: ['Phoenix', 'Tucson', 'Mesa', 'Chandler', 'Scottsdale', 'Glendale', 'Gilbert', 'Tempe', 'Peoria', 'Flagstaff'],
  AR: ['Little Rock', 'Fayetteville', 'Fort Smith', 'Jonesboro'],
  CA: [
    'Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Fresno', 'Sacramento', 'Long Beach', 'Oakland',
    'Bakersfield', 'Anaheim', 'Riverside', 'Stockton', 'Irvine', 'Chula Vista', 'Fremont', 'San Bernardino',
    'Modesto', 'Santa Ana', 'Santa Rosa', 'Pasadena', 'Sunnyvale', 'Santa Barbara', 'Berkeley', 'Palm Springs',
  ],
  CO: ['Denver', 'Colorado Springs', 'Aurora', 'Fort Collins', 'Boulder', 'Pueblo'],
  CT: ['Hartford', 'Bridgeport', 'New Haven', 'Stamford'],
  DE: ['Wilmington', 'Dover', 'Newark'],
  FL: [
    'Jacksonville', 'Miami', 'Tampa', 'Orlando', 'St. Petersburg', 'Tallahassee', 'Fort Lauderdale', 'Hialeah',
    'Cape Coral', 'Gainesville', 'Pensacola', 'Sarasota',
  ],
  GA: ['Atlanta', 'Savannah', 'Augusta', 'Columbus', 'Macon', 'Athens'],
  HI: ['Honolulu', 'Hilo', 'Kailua'],
  ID: ['Boise', 'Nampa', 'Idaho Falls', "Coeur d'Alene"],
  IL: ['Chicago', 'Aurora', 'Naperville', 'Rockford', 'Joliet', 'Springfield', 'Peoria'],
  IN: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend', 'Bloomington'],
  IA: ['Des Moines', 'Cedar Rapids', 'Davenport', 'Sioux City', 'Iowa City'],
  KS: ['Wichita', 'Overland Park', 'Kansas City', 'Topeka', 'Olathe', 'Lawrence'],
  KY: ['Louisville', 'Lexington', 'Bowling Green', 'Frankfort'],
  LA: ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette'],
  ME: ['Portland', 'Bangor', 'Augusta', 'Lewiston'],
  MD: ['Baltimore', 'Annapolis', 'Frederick', 'Rockville'],
  MA: ['Boston', 'Worcester', 'Springfield', 'Cambridge', 'Lowell'],
  MI: ['Detroit', 'Grand Rapids', 'Ann Arbor', 'Lansing', 'Flint', 'Kalamazoo'],
  MN: ['Minneapolis', 'Saint Paul', 'Rochester', 'Duluth'],
  MS: ['Jackson', 'Gulfport', 'Hattiesburg', 'Biloxi'],
  MO: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia', 'Jefferson City'],
  MT: ['Billings', 'Missoula', 'Bozeman', 'Great Falls', 'Helena'],
  NE: ['Omaha', 'Lincoln', 'Grand Island'],
  NV: ['Las Vegas', 'Henderson', 'Reno', 'North Las Vegas', 'Carson City'],
  NH: ['Manchester', 'Nashua', 'Concord', 'Portsmouth'],
  NJ: ['Newark', 'Jersey City', 'Paterson', 'Trenton', 'Atlantic City'],
  NM: ['Albuquerque', 'Las Cruces', 'Santa Fe'],
  NY: ['New York City', 'Buffalo', 'Rochester', 'Yonkers', 'Syracuse', 'Albany', 'Ithaca'],
  NC: ['Charlotte', 'Raleigh', 'Greensboro', 'Durham', 'Winston-Salem', 'Fayetteville', 'Asheville', 'Wilmington'],
  ND: ['Fargo', 'Bismarck', 'Grand Forks'],
  OH: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton'],
  OK: ['Oklahoma City', 'Tulsa', 'Norman'],
  OR: ['Portland', 'Eugene', 'Salem', 'Bend'],
  PA: ['Philadelphia', 'Pittsburgh', 'Allentown', 'Erie', 'Harrisburg', 'Scranton'],
  RI: ['Providence', 'Warwick', 'Cranston', 'Newport'],
  SC: ['Charleston', 'Columbia', 'Greenville', 'Myrtle Beach'],
  SD: ['Sioux Falls', 'Rapid City', 'Pierre'],
  TN: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga', 'Clarksville', 'Murfreesboro'],
  TX: [
    'Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso', 'Arlington', 'Corpus Christi',
    'Plano', 'Lubbock', 'Laredo', 'Irving', 'Amarillo', 'Frisco', 'McKinney', 'Brownsville', 'Waco', 'Galveston',
  ],
  UT: ['Salt Lake City', 'Provo', 'Ogden', 'St. George'],
  VT: ['Burlington', 'Montpelier', 'Rutland'],
  VA: ['Virginia Beach', 'Norfolk', 'Chesapeake', 'Richmond', 'Alexandria', 'Arlington', 'Charlottesville'],
  WA: ['Seattle', 'Spokane', 'Tacoma', 'Vancouver', 'Bellevue', 'Everett', 'Olympia'],
  WV: ['Charleston', 'Huntington', 'Morgantown'],
  WI: ['Milwaukee', 'Madison', 'Green Bay', 'Kenosha'],
  WY: ['Cheyenne', 'Casper', 'Laramie'],
};
