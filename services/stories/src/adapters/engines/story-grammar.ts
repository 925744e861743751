import type { AgeGroup } from '@inkspell/contracts/stories';
import tracery from 'tracery-grammar';
import type { Grammar } from 'tracery-grammar';
import { ageVocabulary, commonRules } from './grammars/common';
import type { CategoryGrammar, Companion, PlotSkeleton } from './grammars/types';
import type { Keyword } from './prompt-keywords';
import type { Random } from './seeded-random';

/** Everything fixed for one story before any sentence is drawn. */
export interface StoryCast {
  hero: string;
  setting: string;
  companion: Companion;
  keywords: Keyword[];
  skeleton: PlotSkeleton;
  /** A sequel's inherited open thread. */
  previousThread?: string;
}

/** A story's tracery grammar: common lines, the category's, the plot's, the cast and the age vocabulary. */
export class StoryGrammar {
  private readonly grammar: Grammar;

  constructor(
    category: CategoryGrammar,
    cast: StoryCast,
    ageGroup: AgeGroup,
    private readonly random: Random,
  ) {
    const { title, thread, setback, ...plot } = cast.skeleton.rules;
    const phrases = cast.keywords.map((k) => k.phrase);
    const kw = (i: number) => [phrases[i] ?? phrases[phrases.length - 1] ?? 'the adventure'];
    this.grammar = tracery.createGrammar({
      ...commonRules,
      ...ageVocabulary[ageGroup],
      ...category.rules,
      ...plot,
      title,
      newThreadChoice: thread,
      setback: [...setback, ...(commonRules.setbackCommon ?? [])],
      sceneClause: [...category.rules.sceneClause, ...(commonRules.sceneClauseCommon ?? [])],
      hero: [cast.hero],
      setting: [cast.setting],
      companion: [cast.companion.name],
      companionKind: [cast.companion.kind],
      kw1: kw(0),
      kw2: kw(1),
      kw3: kw(2),
      thread: [cast.previousThread ?? ''],
      newThread: [''],
    });
    this.grammar.addModifiers(tracery.baseEngModifiers);
    // Every alternative of a symbol is used once before any repeats, so long stories do not echo.
    this.grammar.distribution = 'shuffle';
  }

  /** Fixes this story's open thread (drawn once, so the close and the metadata agree). */
  chooseNewThread(avoid?: string): string {
    let choice = this.phrase('newThreadChoice');
    if (avoid && choice === avoid) choice = this.phrase('newThreadChoice');
    this.grammar.pushRules('newThread', [choice]);
    return choice;
  }

  /** One expansion of a symbol as a sentence (or title): starting with a capital. */
  sentence(symbol: string): string {
    const text = this.phrase(symbol);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  /** One expansion of a symbol as it reads mid-sentence. */
  phrase(symbol: string): string {
    // tracery draws from one module-wide generator; expansion is synchronous, so setting it here is safe.
    tracery.setRng(this.random);
    return this.grammar.flatten(`#${symbol}#`).replace(/\s+/g, ' ').trim();
  }
}
