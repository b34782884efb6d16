import {readFileSync} from 'node:fs';
import {designations} from '@site/src/data/people';
import {designationLabel} from '@site/src/components/PersonDesignation';

// The stand-in answers with the message id, so the test sees which message a title shows.
jest.mock('@docusaurus/Translate', () => ({translate: ({id}: {id: string}) => id}));

const bengali = JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>;

describe('people’s titles', () => {
  it('gives every title of the data its own message, translated into Bengali', () => {
    const ids = designations.map(designationLabel);
    expect(new Set(ids).size).toBe(designations.length);
    expect(ids.filter((id) => !/[\u0980-\u09FF]/.test(bengali[id]?.message ?? ''))).toEqual([]);
  });
});
