import { platformDate } from '../../dates.js';
import type { SeedContext } from '../../seedContext.js';

interface LocationSeed {
  code: string;
  label: string;
  description: string;
  type_id: 'PHYSICAL' | 'VIRTUAL';
  managed_by_external_source: boolean;
  enabled: boolean;
  storefront_visibility: boolean;
  time_zone: string;
  address: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    email: string;
    phone: string;
    geo_coordinates: { latitude: number; longitude: number };
    country_code: string;
  };
  /** Weekday and weekend hours; null when closed. */
  hours: { weekdays: [string, string] | null; weekend: [string, string] | null };
}

// prettier-ignore
const LOCATIONS: readonly LocationSeed[] = [
  {
    code: 'AUS-WH', label: 'Austin Warehouse', type_id: 'PHYSICAL',
    description: 'Main warehouse and returns desk; ships most web orders.',
    managed_by_external_source: false, enabled: true, storefront_visibility: false,
    time_zone: 'America/Chicago',
    address: {
      address1: '1 Market Street', address2: 'Dock 4', city: 'Austin', state: 'TX', zip: '78701',
      email: 'warehouse@example.com', phone: '512-555-0140',
      geo_coordinates: { latitude: 30.2672, longitude: -97.7431 }, country_code: 'US',
    },
    hours: { weekdays: ['07:00', '17:00'], weekend: null },
  },
  {
    code: 'AUS-SHOP', label: 'South Congress Shop', type_id: 'PHYSICAL',
    description: 'Retail shop with in-store pickup.',
    managed_by_external_source: true, enabled: true, storefront_visibility: true,
    time_zone: 'America/Chicago',
    address: {
      address1: '1410 South Congress Avenue', address2: '', city: 'Austin', state: 'TX',
      zip: '78704', email: 'shop@example.com', phone: '512-555-0177',
      geo_coordinates: { latitude: 30.2488, longitude: -97.7497 }, country_code: 'US',
    },
    hours: { weekdays: ['10:00', '19:00'], weekend: ['11:00', '18:00'] },
  },
  {
    code: 'DEN-FC', label: 'Denver Fulfillment Center', type_id: 'PHYSICAL',
    description: 'Third-party fulfillment for western states.',
    managed_by_external_source: true, enabled: true, storefront_visibility: false,
    time_zone: 'America/Denver',
    address: {
      address1: '4800 Race Street', address2: 'Unit B', city: 'Denver', state: 'CO', zip: '80216',
      email: 'denver-fc@example.com', phone: '303-555-0121',
      geo_coordinates: { latitude: 39.7817, longitude: -104.9633 }, country_code: 'US',
    },
    hours: { weekdays: ['06:00', '22:00'], weekend: ['08:00', '16:00'] },
  },
  {
    code: 'DROPSHIP', label: 'Supplier Dropship', type_id: 'VIRTUAL',
    description: 'Stock held by suppliers and shipped direct; retired last season.',
    managed_by_external_source: true, enabled: false, storefront_visibility: false,
    time_zone: 'Etc/UTC',
    address: {
      address1: '200 Commerce Way', address2: '', city: 'Reno', state: 'NV', zip: '89502',
      email: 'dropship@example.com', phone: '775-555-0108',
      geo_coordinates: { latitude: 39.5296, longitude: -119.8138 }, country_code: 'US',
    },
    hours: { weekdays: null, weekend: null },
  },
];

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function operatingHours(hours: LocationSeed['hours']) {
  return Object.fromEntries(
    DAYS.map((day, index) => {
      const open = index === 0 || index === 6 ? hours.weekend : hours.weekdays;
      return [
        day,
        open
          ? { open: true, opening: open[0], closing: open[1] }
          : { open: false, opening: '00:00', closing: '00:00' },
      ];
    }),
  );
}

/** The fourth Thursday of November: the shop's one annual closure. */
function thanksgiving(year: number): string {
  const firstWeekday = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return `${year}-11-${String(firstThursday + 21).padStart(2, '0')}`;
}

/** `counts.locations` locations; id 1, the default location, is the main warehouse. */
export function seedLocations(context: SeedContext): void {
  const { db, storeHash, now, counts } = context;
  const random = context.random('locations');
  const insert = db.prepare(`
    INSERT INTO locations (store_hash, id, code, label, description, managed_by_external_source,
      type_id, enabled, storefront_visibility, time_zone, address, operating_hours, special_hours,
      created_at, updated_at)
    VALUES (@store_hash, @id, @code, @label, @description, @managed_by_external_source, @type_id,
      @enabled, @storefront_visibility, @time_zone, @address, @operating_hours, @special_hours,
      @created_at, @updated_at)
  `);
  const year = now.getUTCFullYear();
  for (let index = 0; index < counts.locations; index += 1) {
    const seed = LOCATIONS[index % LOCATIONS.length] as LocationSeed;
    // Past the list, further sites of the same kinds, numbered.
    const round = Math.floor(index / LOCATIONS.length);
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    const created = new Date(now.getTime() - random.int(200, 700) * 86_400_000);
    const updated = new Date(created.getTime() + random.int(0, now.getTime() - created.getTime()));
    const shop = seed.storefront_visibility;
    insert.run({
      store_hash: storeHash,
      id: index + 1,
      code: `${seed.code}${round === 0 ? '' : `-${round + 1}`}`,
      label: `${seed.label}${suffix}`,
      description: seed.description,
      managed_by_external_source: seed.managed_by_external_source ? 1 : 0,
      type_id: seed.type_id,
      enabled: seed.enabled ? 1 : 0,
      storefront_visibility: shop ? 1 : 0,
      time_zone: seed.time_zone,
      address: JSON.stringify(seed.address),
      operating_hours: JSON.stringify(operatingHours(seed.hours)),
      special_hours: JSON.stringify(
        shop
          ? [
              {
                label: 'Thanksgiving',
                date: thanksgiving(year),
                open: false,
                opening: '00:00',
                closing: '00:00',
                all_day: true,
                annual: true,
              },
            ]
          : [],
      ),
      created_at: platformDate(created),
      updated_at: platformDate(updated),
    });
  }
}
