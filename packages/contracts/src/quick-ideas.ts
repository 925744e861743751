/** The 22 quick ideas of the create page (spec 01 §3): shown 3 at a time, cycling. */
export interface QuickIdea {
  id: number;
  text: string;
  prompt: string;
}

export const quickIdeas: readonly QuickIdea[] = [
  {
    id: 1,
    text: 'A dragon who is afraid of the dark',
    prompt: 'A young dragon who is afraid of the dark learns to light up the night with friendship',
  },
  {
    id: 2,
    text: 'A secret door in the library',
    prompt: 'A hidden door behind the library shelves leads to a world where books come alive',
  },
  {
    id: 3,
    text: 'A robot who wants to paint',
    prompt: 'A little robot dreams of painting a sunset and sets off to find all the colours of the sky',
  },
  { id: 4, text: 'The lost star', prompt: 'A tiny star falls into the backyard and needs help finding its way back into the sky' },
  { id: 5, text: 'An underwater birthday party', prompt: 'Planning a surprise birthday party for a shy octopus at the bottom of the sea' },
  {
    id: 6,
    text: 'The case of the missing cookies',
    prompt: 'Solving the mystery of who took the cookies from the kitchen before the big picnic',
  },
  { id: 7, text: 'A trip to the moon', prompt: 'Building a cardboard rocket that really flies to the moon for a picnic with moon rabbits' },
  { id: 8, text: 'The kind giant', prompt: 'Befriending a gentle giant who is too big to fit in the village and finding him a home' },
  { id: 9, text: 'A talking tree', prompt: 'An old oak tree starts talking and asks for help to save the forest from a long drought' },
  { id: 10, text: 'The magic paintbrush', prompt: 'Finding a paintbrush that makes everything it paints come to life for one day' },
  {
    id: 11,
    text: 'Pirates who love to share',
    prompt: 'A crew of friendly pirates searching for a treasure that turns out to be friendship',
  },
  { id: 12, text: 'The sleepy volcano', prompt: 'Helping a sleepy volcano who keeps sneezing sparks to get a good night of rest' },
  { id: 13, text: 'A unicorn in the city', prompt: 'A unicorn gets lost in a busy city and needs help finding the way back to the meadow' },
  { id: 14, text: 'The planet of music', prompt: 'Visiting a faraway planet where everyone speaks in songs and the music has stopped' },
  {
    id: 15,
    text: "The mermaid's lost shell",
    prompt: 'A mermaid lost the shell that holds her voice and searches the coral reef to find it',
  },
  { id: 16, text: 'A snow day adventure', prompt: 'A snowman comes to life on the first snow day and wants to see the whole town' },
  { id: 17, text: 'The clock that ran backwards', prompt: 'A grandfather clock starts running backwards and the day begins to rewind' },
  {
    id: 18,
    text: 'A knight who is scared of horses',
    prompt: 'A brave young knight who is scared of horses makes friends with a tiny pony',
  },
  {
    id: 19,
    text: 'The garden of giant vegetables',
    prompt: 'Waking up to find the garden vegetables have grown as tall as houses overnight',
  },
  { id: 20, text: 'The comet express', prompt: 'Riding a comet like a train through the solar system to deliver letters to the planets' },
  {
    id: 21,
    text: 'A treehouse club mystery',
    prompt: 'Strange footprints appear in the treehouse and the club sets out to find who left them',
  },
  { id: 22, text: 'The whale who could sing', prompt: "A young whale practises the ocean's greatest song to call her family home" },
];
