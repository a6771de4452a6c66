import { describe, expect, it } from 'vitest';
import { earlyAnswers } from './early-answer.ts';

/** A request that counts its calls and answers each key with `answer:<key>`, or fails for 'bad'. */
function counted() {
  const calls: string[] = [];
  const answers = earlyAnswers(async (key: string) => {
    calls.push(key);
    if (key === 'bad') throw new Error('refused');
    return `answer:${key}`;
  });
  return { calls, answers };
}

describe('earlyAnswers', () => {
  it('sends a request once, and its first take gets that answer; later takes ask anew', async () => {
    const { calls, answers } = counted();
    void answers.start('a');
    void answers.start('a');
    expect(await answers.take('a')).toBe('answer:a');
    expect(calls).toEqual(['a']);
    expect(await answers.take('a')).toBe('answer:a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('asks at the take when nothing was started, and keeps keys apart', async () => {
    const { calls, answers } = counted();
    void answers.start('a');
    expect(await answers.take('b')).toBe('answer:b');
    expect(calls).toEqual(['a', 'b']);
  });

  it('hands a failed early request to its take, which reports it, and asks anew afterwards', async () => {
    const { calls, answers } = counted();
    await answers.start('bad').catch(() => undefined);
    await expect(answers.take('bad')).rejects.toThrow('refused');
    await expect(answers.take('bad')).rejects.toThrow('refused');
    expect(calls).toEqual(['bad', 'bad']);
  });
});
