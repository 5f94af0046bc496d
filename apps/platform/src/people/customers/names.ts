/** Names the demo store's customers are drawn from: varied, and common enough to repeat. */

// prettier-ignore
export const FIRST_NAMES: readonly string[] = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'Mateo', 'Isabella', 'Lucas',
  'Mia', 'Aiden', 'Amelia', 'Ethan', 'Harper', 'James', 'Evelyn', 'Benjamin', 'Abigail', 'Henry',
  'Emily', 'Sebastian', 'Ella', 'Jack', 'Scarlett', 'Daniel', 'Grace', 'Samuel', 'Chloe', 'David',
  'Priya', 'Arjun', 'Ananya', 'Rohan', 'Mei', 'Wei', 'Hana', 'Kenji', 'Yuna', 'Min-jun',
  'Sofia', 'Diego', 'Valentina', 'Santiago', 'Camila', 'Alejandro', 'Lucia', 'Javier', 'Maria',
  'Carlos', 'Fatima', 'Omar', 'Aisha', 'Yusuf', 'Layla', 'Hassan', 'Zara', 'Ibrahim', 'Amara',
  'Kwame', 'Chiamaka', 'Tunde', 'Nia', 'Malik', 'Imani', 'Jamal', 'Keisha', 'Andre', 'Tanisha',
  'Sean', 'Siobhan', 'Connor', 'Niamh', 'Lars', 'Ingrid', 'Anders', 'Freya', 'Dmitri', 'Olga',
  'Pierre', 'Camille', 'Luca', 'Giulia', 'Hannah', 'Jonah', 'Rachel', 'Eli', 'Nora', 'Theo',
  'Margaret', 'Robert', 'Linda', 'Michael', 'Patricia', 'William', 'Barbara', 'Richard', 'Susan',
];

// prettier-ignore
export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark',
  'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres',
  'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Patel', 'Shah', 'Kumar', 'Singh', 'Chen', 'Wang', 'Li',
  'Zhang', 'Kim', 'Park', 'Tanaka', 'Sato', 'Okafor', 'Adeyemi', 'Mensah', 'Haddad', 'Khan',
  'Rahman', 'Cohen', 'Levi', "O'Brien", 'Murphy', 'Kelly', 'Sullivan', 'Larsen', 'Johansson',
  'Novak', 'Kowalski', 'Ivanov', 'Rossi', 'Bianchi', 'Dubois', 'Moreau', 'Schmidt', 'Müller',
  'Fischer', 'Weber', 'Silva', 'Santos', 'Oliveira', 'Costa', 'Fernandes', 'MacDonald', 'Fraser',
];

/**
 * Businesses that buy from the store. Many customers share these few, as the staff of a
 * wholesale buyer each have their own account.
 */
// prettier-ignore
export const COMPANIES: ReadonlyArray<readonly [name: string, domain: string]> = [
  ['Northwind Traders', 'northwind.example'],
  ['Acme Outfitters', 'acme-outfitters.example'],
  ['Blue Heron Interiors', 'blueheron.example'],
  ['Cedar & Stone Studio', 'cedarstone.example'],
  ['Lakeside Hospitality Group', 'lakeside-hg.example'],
  ['Greenleaf Co-op', 'greenleaf.example'],
  ['Riverbend Gifts', 'riverbend.example'],
  ['Summit Supply Co.', 'summitsupply.example'],
];

/** Personal mail domains; all reserved for examples, so no seeded address can reach a person. */
export const MAIL_DOMAINS: readonly string[] = [
  'example.com',
  'example.net',
  'example.org',
  'mail.example.com',
  'inbox.example.net',
];
