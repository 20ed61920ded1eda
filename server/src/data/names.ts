/** Word lists the generator draws names from. Made up; any likeness to real players is chance. */

// prettier-ignore
export const FIRST_NAMES = [
  'Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fabio', 'Greta', 'Hugo', 'Inés', 'Jonas', 'Kaia', 'Luca',
  'Marta', 'Nils', 'Olga', 'Pablo', 'Quentin', 'Rosa', 'Sven', 'Tara', 'Ugo', 'Vera', 'Wim', 'Xenia',
  'Yusuf', 'Zoë', 'Amir', 'Beatriz', 'Chen', 'Dara', 'Emeka', 'Freya', 'Gonzalo', 'Hana', 'Ivo', 'Jana',
  'Kofi', 'Lina', 'Mateo', 'Noor', 'Oskar', 'Priya', 'Rafael', 'Saanvi', 'Tomás', 'Uma', 'Viktor', 'Wen',
] as const

// prettier-ignore
export const LAST_NAMES = [
  'García', 'Müller', 'Rossi', 'Dubois', 'Nowak', 'Jensen', 'Silva', 'Smith', 'Kowalski', 'Novák', 'Lopez',
  'Bianchi', 'Martin', 'Fischer', 'Santos', 'Johansson', 'Okafor', 'Tanaka', 'Kim', 'Haddad', 'Ferreira',
  'Van Dijk', "O'Brien", 'Nakamura', 'Moreau', 'Schmidt', 'Costa', 'Petrov', 'Yilmaz', 'Andersen',
  'Romero', 'Keller', 'Lindqvist', 'Mensah', 'Patel', 'Zhang', 'Vidal', 'Horvat', 'Kaya', 'Duarte',
] as const

// prettier-ignore
export const CITIES = [
  'Valencia', 'Lyon', 'Porto', 'Turin', 'Malmö', 'Gdańsk', 'Ghent', 'Leeds', 'Graz', 'Brno', 'Bilbao',
  'Aarhus', 'Utrecht', 'Bologna', 'Nantes', 'Cork', 'Tampere', 'Basel', 'Split', 'Córdoba',
] as const

// prettier-ignore
export const EVENT_WORDS = [
  'Open', 'Cup', 'Classic', 'Series', 'Masters', 'Challenge', 'Trophy', 'Invitational', 'Championship',
  'Slam', 'Festival', 'Showdown',
] as const

export const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'] as const

// prettier-ignore
export const COLORS = [
  '#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22',
] as const
