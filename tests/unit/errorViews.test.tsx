import React from 'react';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fireEvent, render, screen} from '@testing-library/react';
import {site} from '@site/src/data/site';
import {dataSetTexts, translatableData, translateDataSet} from '@site/src/data/translatable';
import {docusaurusContext} from './mocks/useDocusaurusContext';
import RootError from '@site/src/theme/Error';
import PostalAddress from '@site/src/components/PostalAddress';

describe('root error view', () => {
  it('names the laboratory error page and offers Try again and the home page under the base URL', () => {
    const tryAgain = jest.fn();
    render(<RootError error={new Error('route failed')} tryAgain={tryAgain} />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Bay of Bengal Ocean Research Laboratory: error page');
    expect(screen.getByText('route failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', {name: 'Try again'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', {name: 'Home page'})).toHaveAttribute('href', '/borl/');
  });
});

describe('postal address', () => {
  it('lists laboratory, institute, university, city and country', () => {
    const {container} = render(<PostalAddress />);
    const text = container.querySelector('address')?.textContent ?? '';
    for (const part of [
      'Bay of Bengal Ocean Research Laboratory',
      'Institute of Oceanography and Coastal Studies',
      'Coastal University of Chattogram',
      'Chattogram',
      'Bangladesh',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('in the Bengali build: the identity\'s Bengali texts, and the postal code in Bengali digits', () => {
    // What the Bengali build's bundle does to the identity module (see the collections plugin).
    const english = Object.fromEntries(dataSetTexts(site, translatableData.site).map(({key, text}) => [key, text]));
    const file = path.join(__dirname, '../../i18n/bn/borl-collections/site.json');
    const bengali = Object.fromEntries(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>).map(([key, {message}]) => [key, message]));
    try {
      translateDataSet(site, bengali, translatableData.site.objectId);
      docusaurusContext.i18n.currentLocale = 'bn';
      const {container} = render(<PostalAddress />);
      const lines = (container.querySelector('address')?.innerHTML ?? '').split('<br>');
      expect(lines).toEqual([
        bengali['site.name'],
        bengali['site.institute.name'],
        bengali['site.university.name'],
        bengali['site.address.street'],
        `${bengali['site.address.city']} ৪৩৩১`,
        bengali['site.address.country'],
      ]);
    } finally {
      docusaurusContext.i18n.currentLocale = 'en';
      translateDataSet(site, english, translatableData.site.objectId);
    }
    expect(site.address.city).toBe('Chattogram');
  });
});
