import type { Random } from '../../prng.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';
import { PLACES, STREETS, type Place } from './places.js';

export interface PostalAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  countryCode: string;
}

export interface Person {
  firstName: string;
  lastName: string;
  place: Place;
}

export function randomPerson(random: Random): Person {
  return {
    firstName: random.pick(FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
    place: random.pick(PLACES),
  };
}

const digits = (random: Random, count: number): string =>
  Array.from({ length: count }, () => random.int(0, 9)).join('');

function postalCode(random: Random, place: Place): string {
  const letter = () => String.fromCharCode(65 + random.int(0, 25));
  switch (place.countryCode) {
    case 'CA':
      return `${place.zip} ${random.int(1, 9)}${letter()}${random.int(1, 9)}`;
    case 'GB':
      return `${place.zip} ${random.int(1, 9)}${letter()}${letter()}`;
    default:
      return `${place.zip}${digits(random, 2)}`;
  }
}

/** A street address in the person's city. */
export function randomAddress(random: Random, place: Place): PostalAddress {
  const unit = random.chance(0.2) ? `Apt ${random.int(1, 40)}${random.pick(['', 'B', 'C'])}` : '';
  return {
    address1: `${random.int(10, 9899)} ${random.pick(STREETS)}`,
    address2: unit,
    city: place.city,
    state: place.state,
    postalCode: postalCode(random, place),
    country: place.country,
    countryCode: place.countryCode,
  };
}

/**
 * A telephone number in a range set aside for fiction (555-01xx in North America, 020 7946 0xxx
 * in London), written the several ways shoppers type them.
 */
export function randomPhone(random: Random, place: Place): string {
  if (place.countryCode === 'GB') return `${place.area} 7946 0${digits(random, 3)}`;
  const line = `01${digits(random, 2)}`;
  return random.pick([
    `${place.area}-555-${line}`,
    `(${place.area}) 555-${line}`,
    `+1 ${place.area} 555 ${line}`,
    `${place.area}555${line}`,
  ]);
}

/** Lower-case ASCII for an email's local part: `Müller` → `muller`, `O'Brien` → `obrien`. */
export function emailPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** An address in the documentation ranges (RFC 5737): realistic, and nobody's. */
export function randomIp(random: Random): string {
  const prefix = random.pick(['192.0.2', '198.51.100', '203.0.113']);
  return `${prefix}.${random.int(1, 254)}`;
}
