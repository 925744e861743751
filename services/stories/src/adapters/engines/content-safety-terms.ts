/**
 * The child-safety word lists of the offline content check (ADR 0033), as obscenity patterns: `|` marks a word
 * boundary; without a closing `|` endings like -s, -ed, -ing match too. obscenity's transformers run first, so
 * 'k1ll', 'murd3r' and 'kiiill' match these as well. A pattern is closed at the end wherever an open one would
 * catch an innocent word ('|kill' would catch 'Killarney', '|heroin' every 'heroine'). Doubled letters other than
 * b, e, o, l, s and g are written once: obscenity's transformers collapse them in the text before matching
 * ('terrorist' is matched as 'terorist').
 */
export const childSafetyTerms: Record<string, Record<string, string[]>> = {
  violence: {
    kill: ['|kill|', '|kills|', '|killed|', '|killing|', '|killings|', '|killer|', '|killers|'],
    murder: ['|murder'],
    slaughter: ['|slaughter'],
    behead: ['|behead'],
    decapitate: ['|decapitat'],
    strangle: ['|strangl'],
    massacre: ['|massacr'],
    assassinate: ['|assassinat'],
    dismember: ['|dismember', '|mutilat'],
    stab: ['|stab|', '|stabs|', '|stabbed|', '|stabbing|'],
    blood: ['|blood'],
    gore: ['|gore|', '|gory|'],
    corpse: ['|corpse'],
    torture: ['|tortur'],
    terrorist: ['|teroris'],
  },
  weapons: {
    gun: ['|gun|', '|guns|', '|gunfire', '|gunshot', '|gunpoint', '|gunman', '|gunmen', '|shotgun'],
    rifle: ['|rifle|', '|rifles|'],
    pistol: ['|pistol|', '|pistols|', '|revolver|'],
    sniper: ['|sniper'],
    bomb: ['|bomb|', '|bombs|', '|bombing', '|bomber'],
    grenade: ['|grenade'],
    ammunition: ['|amo|', '|amunition'],
  },
  selfHarm: {
    suicide: ['|suicid'],
    unalive: ['|unalive'],
  },
  hate: {
    hitler: ['|hitler'],
    nazi: ['|nazi|', '|nazis|', '|nazism|'],
    swastika: ['|swastika'],
    heil: ['|heil|'],
    klan: ['|klux', '|klansm'],
    supremacist: ['|supremacis'],
    jihadi: ['|jihadi'],
    osama: ['|osama|'],
  },
  drugs: {
    drugs: ['|drug'],
    cocaine: ['|cocaine'],
    // Closed at the end: 'heroine' is every other bedtime story's hero.
    heroin: ['|heroin|'],
    meth: ['|meth|'],
    marijuana: ['|marijuana', '|canabis'],
    lsd: ['|lsd|'],
    opioids: ['|opium', '|fentanyl', '|overdos'],
    cigarette: ['|cigarete', '|cigar|', '|cigars|', '|vape|', '|vaping'],
  },
  alcohol: {
    alcohol: ['|alcohol', '|booze', '|beer|', '|beers|', '|vodka', '|whisky', '|whiskey', '|tequila'],
    drunk: ['|drunk', '|tipsy|', '|hangover', '|hungover'],
  },
  adult: {
    sexy: ['|sexy', '|sex|', '|sexual'],
    nude: ['|nude|', '|nudes|'],
    porn: ['|porn'],
  },
  /** Spellings obscenity's own set does not see through. */
  obfuscated: {
    fuck: ['|phuck', '|phuk', '|phuq', '|fvck', '|fck|', '|fcking', '|fkn|'],
    abbreviations: ['|stfu|', '|wtf|'],
  },
};

/**
 * Innocent words and phrases that contain a listed word: a match that lies inside one of these is dropped
 * (obscenity's whitelist, matched on the lower-cased text). Animals, places, books, food and play first.
 */
export const innocentTerms: string[] = [
  // animals
  'killer whale',
  'killer whales',
  'killer bee',
  'killer bees',
  'bloodhound',
  'blue tit',
  'blue tits',
  'great tit',
  'coal tit',
  'tailed tit',
  'tailed tits',
  'great tits',
  'coal tits',
  'pistol shrimp',
  'bomb-sniffing',
  'bomb sniffing',
  'drug-sniffing',
  'drug sniffing',
  'pussycat',
  'pussy-cat',
  'pussy cat',
  'cock-a-doodle',
  // plants and food
  'blood orange',
  'blood oranges',
  'pussy willow',
  'spotted dick',
  'ginger beer',
  'root beer',
  'shiitake',
  // stories, people and the sky
  'moby dick',
  'moby-dick',
  'dick whittington',
  'blood moon',
  // shops, play and everyday phrases
  'drug store',
  'drugstore',
  'drug stores',
  'water gun',
  'water guns',
  'squirt gun',
  'glue gun',
  'bubble gun',
  'water pistol',
  'bath bomb',
  'bath bombs',
  'rifle through',
  'a stab at',
  'a stab of',
  'had drunk',
  'has drunk',
  'have drunk',
];
