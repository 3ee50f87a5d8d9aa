/** @module Invented people: curators, bylines, reader handles and the names quoted in stories. */

export interface CuratorSeed {
  name: string;
  username: string;
  bio: string;
  /** Category slugs this curator picks stories from. */
  beats: readonly string[];
}

export const CURATORS: readonly CuratorSeed[] = [
  { name: 'Maya Okafor', username: 'mayaokafor', bio: 'Former statehouse reporter. Picks the policy stories that will still matter next year.', beats: ['politics', 'nation'] },
  { name: 'Daniel Reyes', username: 'danielreyes', bio: 'Markets, small business and the economy as it feels on Main Street.', beats: ['business'] },
  { name: 'Priya Raman', username: 'priyaraman', bio: 'Software engineer turned editor. Tech news without the hype.', beats: ['technology', 'science'] },
  { name: 'Caleb Thornton', username: 'calebthornton', bio: 'Box scores, trade rumors and the stories behind the stats.', beats: ['sports'] },
  { name: 'Hannah Kowalski', username: 'hannahkowalski', bio: 'Public health nurse for twelve years; now curating health news you can use.', beats: ['health'] },
  { name: 'Marcus Bell', username: 'marcusbell', bio: 'Foreign correspondent in four capitals. World news with context.', beats: ['world'] },
  { name: 'Sofia Alvarez', username: 'sofiaalvarez', bio: 'Climate, energy and the weather that shapes our towns.', beats: ['climate', 'science'] },
  { name: 'Ethan Brooks', username: 'ethanbrooks', bio: 'Film, television and music, reviewed by someone who still buys tickets.', beats: ['entertainment'] },
  { name: 'Grace Whitfield', username: 'gracewhitfield', bio: 'Teacher, parent and school-board regular.', beats: ['education'] },
  { name: 'Omar Haddad', username: 'omarhaddad', bio: 'Courts and constitutional law, explained in plain English.', beats: ['politics'] },
  { name: 'Lena Fischer', username: 'lenafischer', bio: 'Travel writer who prefers trains, diners and small museums.', beats: ['travel', 'lifestyle'] },
  { name: 'Jamal Carter', username: 'jamalcarter', bio: 'Local government, transit and the fight over housing.', beats: ['nation', 'business'] },
  { name: 'Ruth Castellano', username: 'ruthcastellano', bio: 'Opinion editor. Strong arguments from every side of the table.', beats: ['opinion'] },
  { name: 'Kenji Watanabe', username: 'kenjiwatanabe', bio: 'Space, physics and the instruments that look farther than ever.', beats: ['science'] },
  { name: 'Brianna Hollis', username: 'briannahollis', bio: 'Restaurant critic and home cook. Food stories worth the drive.', beats: ['food', 'lifestyle'] },
  { name: 'Victor Nguyen', username: 'victornguyen', bio: 'Security researcher who reads the breach reports so you do not have to.', beats: ['technology'] },
  { name: 'Abigail Morrow', username: 'abigailmorrow', bio: 'Campaign trail veteran covering elections from precinct to Capitol.', beats: ['politics'] },
  { name: 'Tomas Lindqvist', username: 'tomaslindqvist', bio: 'Rural America, agriculture and the prairie economy.', beats: ['nation', 'business', 'climate'] },
  { name: 'Nadia Petrova', username: 'nadiapetrova', bio: 'Diplomacy, trade and the alliances behind the headlines.', beats: ['world', 'business'] },
  { name: 'Isaac Goldberg', username: 'isaacgoldberg', bio: 'Wellness, family life and the science of everyday habits.', beats: ['lifestyle', 'health'] },
];

export const AUTHORS: readonly string[] = [
  'Allison Park', 'Benjamin Ortiz', 'Claire Donovan', 'Derek Washington', 'Elena Marsh',
  'Felix Harper', 'Gabriela Santos', 'Henry Caldwell', 'Imani Johnson', 'Jonah Feldman',
  'Katherine Liu', 'Luis Moreno', 'Megan Sullivan', 'Nathan Albright', 'Olivia Brennan',
  'Patrick Nolan', 'Rebecca Stein', 'Samuel Okoye', 'Tessa Grant', 'Wesley Tran',
];

/** Ordinary readers: reader01..reader40@example.com, with handles people would actually pick. */
export const READER_HANDLES: readonly string[] = [
  'hoosier_hank', 'coffeeandcourts', 'midwest_mara', 'tj_outdoors', 'quietcartographer',
  'lakeshore_liz', 'dad_of_three', 'nightshift_nurse', 'bayou_ben', 'skeptical_sam',
  'rockymtn_ray', 'gardenstate_gina', 'desertrose88', 'paperboy_pete', 'civics_teacher',
  'bluegrass_bev', 'tech_tinkerer', 'old_salt_al', 'prairie_pat', 'cornhusker_cal',
  'sunbelt_sue', 'harbor_hal', 'bookish_brenda', 'farmhand_fred', 'late_commuter',
  'union_joe', 'retired_ranger', 'citycouncil_watch', 'mountain_mo', 'peachstate_pam',
  'lonestar_lou', 'gopher_greg', 'evergreen_em', 'badger_bill', 'cajun_cook',
  'granite_grace', 'mesa_mike', 'riverbend_rita', 'snowbird_stan', 'keystone_kay',
];

export const FIRST_NAMES: readonly string[] = [
  'James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'William', 'Elizabeth',
  'Carlos', 'Aisha', 'Thomas', 'Susan', 'Anthony', 'Karen', 'Kevin', 'Lisa', 'Brian', 'Michelle',
  'Andre', 'Rosa', 'Gregory', 'Naomi', 'Raymond', 'Teresa', 'Wei', 'Fatima', 'Douglas', 'Yolanda',
];

export const LAST_NAMES: readonly string[] = [
  'Anderson', 'Ramirez', 'Thompson', 'Nakamura', 'Mitchell', 'Gutierrez', 'Patel', 'Robinson', 'Coleman', 'Hughes',
  'Whitaker', 'Delgado', 'Foster', 'Chambers', 'Ibrahim', 'Lindgren', 'McCarthy', 'Vasquez', 'Holloway', 'Bennett',
  'Osei', 'Pruitt', 'Kaplan', 'Sandoval', 'Harrington', 'Cho', 'Gallagher', 'Mendez', 'Whitman', 'Abernathy',
];
