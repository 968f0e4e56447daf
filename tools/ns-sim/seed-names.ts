// Fixed name lists keep the seed deterministic (no randomness anywhere in the seed).
export const FIRST_NAMES = [
  'Pat', 'Sam', 'Alex', 'Jordan', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery',
  'Quinn', 'Drew', 'Robin', 'Skyler', 'Reese', 'Cameron', 'Hayden', 'Emerson', 'Rowan', 'Parker',
  'Sage', 'Dakota', 'Kendall', 'Logan', 'Harper', 'Elliot', 'Finley', 'Marley', 'Oakley', 'Remy',
  'Shawn', 'Toby', 'Vic', 'Wren', 'Blair', 'Corey', 'Devon', 'Ellis', 'Frankie', 'Gale',
  'Hollis', 'Indy', 'Jules', 'Kai', 'Lane', 'Micah', 'Noel', 'Oren',
];

export const LAST_NAMES = [
  'Doe', 'Carter', 'Nguyen', 'Garcia', 'Smith', 'Okafor', 'Müller', 'Rossi', 'Kowalski', 'Silva',
  'Tanaka', 'Dubois', 'Novak', 'Haddad', 'Larsen', 'Moreau', "O'Brien", 'Patel', 'Quintero', 'Reyes',
  'Schmidt', 'Torres', 'Ueda', 'Varga', 'Weber', 'Xu', 'Young', 'Zimmer', 'Abbott', 'Becker',
  'Costa', 'Dias', 'Eriksen', 'Fischer', 'Gomez', 'Hughes', 'Ibrahim', 'Jensen', 'Khan', 'Lopez',
  'Meyer', 'Nowak', 'Olsen', 'Price', 'Ramos', 'Santos', 'Turner', 'Vidal',
];

export const GROUPS = ['Sales', 'Support', 'Operations', 'Finance', 'Front Office'];

export const CALLERS: { ani: string; name: string }[] = [
  { ani: '12125550199', name: 'WIRELESS CALLER' },
  { ani: '104', name: 'Front Desk' },
  { ani: '4155550123', name: 'Sam Carter' },
  { ani: '18005550111', name: 'TOLL FREE' },
  { ani: '206', name: 'Warehouse' },
  { ani: '2025550180', name: '' },
  { ani: '+442079460000', name: 'London Office' },
];

export const TRANSCRIPTIONS = [
  'Hi, this is Sam, please call me back about the invoice.',
  '',
  'Hello, your order is ready for pickup at the front desk.',
  'This is a reminder about tomorrow\'s meeting at ten.',
  '',
];

/** Durations in seconds; 3725 and 4000 are over an hour on purpose. */
export const DURATIONS = [17, 45, 3725, 8, 125, 4000, 61];

export const PARK_DESCRIPTIONS = [
  'Front Desk', 'Loading Dock', 'Sales Floor', 'Main Lobby', 'Conference Room',
  'Reception Overflow', 'Service Bay', 'Executive Suite', 'Parking Lot', 'Break Room',
];

export const SECOND_PARK_DESCRIPTIONS = ['Night Line', 'Warehouse North', 'Warehouse South', 'Shipping Office', 'Help Desk'];
