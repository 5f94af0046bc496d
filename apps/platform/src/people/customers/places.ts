/** Where the demo store's customers live: city, state or province, postal code prefix, area. */
export interface Place {
  city: string;
  state: string;
  zip: string;
  country: string;
  countryCode: string;
  /** Telephone area code (North America) or dialling prefix. */
  area: string;
}

// prettier-ignore
export const PLACES: readonly Place[] = [
  { city: 'Austin', state: 'Texas', zip: '787', country: 'United States', countryCode: 'US', area: '512' },
  { city: 'Houston', state: 'Texas', zip: '770', country: 'United States', countryCode: 'US', area: '713' },
  { city: 'Dallas', state: 'Texas', zip: '752', country: 'United States', countryCode: 'US', area: '214' },
  { city: 'Denver', state: 'Colorado', zip: '802', country: 'United States', countryCode: 'US', area: '303' },
  { city: 'Portland', state: 'Oregon', zip: '972', country: 'United States', countryCode: 'US', area: '503' },
  { city: 'Seattle', state: 'Washington', zip: '981', country: 'United States', countryCode: 'US', area: '206' },
  { city: 'San Diego', state: 'California', zip: '921', country: 'United States', countryCode: 'US', area: '619' },
  { city: 'Oakland', state: 'California', zip: '946', country: 'United States', countryCode: 'US', area: '510' },
  { city: 'Phoenix', state: 'Arizona', zip: '850', country: 'United States', countryCode: 'US', area: '602' },
  { city: 'Chicago', state: 'Illinois', zip: '606', country: 'United States', countryCode: 'US', area: '312' },
  { city: 'Minneapolis', state: 'Minnesota', zip: '554', country: 'United States', countryCode: 'US', area: '612' },
  { city: 'Nashville', state: 'Tennessee', zip: '372', country: 'United States', countryCode: 'US', area: '615' },
  { city: 'Atlanta', state: 'Georgia', zip: '303', country: 'United States', countryCode: 'US', area: '404' },
  { city: 'Miami', state: 'Florida', zip: '331', country: 'United States', countryCode: 'US', area: '305' },
  { city: 'Brooklyn', state: 'New York', zip: '112', country: 'United States', countryCode: 'US', area: '718' },
  { city: 'Boston', state: 'Massachusetts', zip: '021', country: 'United States', countryCode: 'US', area: '617' },
  { city: 'Philadelphia', state: 'Pennsylvania', zip: '191', country: 'United States', countryCode: 'US', area: '215' },
  { city: 'Raleigh', state: 'North Carolina', zip: '276', country: 'United States', countryCode: 'US', area: '919' },
  { city: 'Madison', state: 'Wisconsin', zip: '537', country: 'United States', countryCode: 'US', area: '608' },
  { city: 'Salt Lake City', state: 'Utah', zip: '841', country: 'United States', countryCode: 'US', area: '801' },
  { city: 'Toronto', state: 'Ontario', zip: 'M5V', country: 'Canada', countryCode: 'CA', area: '416' },
  { city: 'Vancouver', state: 'British Columbia', zip: 'V6B', country: 'Canada', countryCode: 'CA', area: '604' },
  { city: 'London', state: 'Greater London', zip: 'SE1', country: 'United Kingdom', countryCode: 'GB', area: '+44 20' },
  { city: 'Manchester', state: 'Greater Manchester', zip: 'M1', country: 'United Kingdom', countryCode: 'GB', area: '+44 161' },
];

// prettier-ignore
export const STREETS: readonly string[] = [
  'Main Street', 'Oak Avenue', 'Maple Drive', 'Cedar Lane', 'Elm Street', 'Pine Road',
  'Lakeview Drive', 'Sunset Boulevard', 'Park Avenue', 'River Road', 'Hillcrest Way',
  'Willow Court', 'Franklin Street', 'Washington Avenue', 'Mill Road', 'Orchard Lane',
  'High Street', 'Church Street', 'Station Road', 'Queen Street',
];
