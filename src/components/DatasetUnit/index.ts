import {translate} from '@docusaurus/Translate';
import type {DatasetUnit} from '@site/src/data/datasets';

/**
 * A data set's unit (`unit` of a variable in `src/data/datasets.ts`) as the page's language
 * writes it: 'm' and 'মিটার', '°C' and '°সে', 'mg/L' and 'মিগ্রা/লিটার', the words the Bengali
 * pages' text uses. The data and the CSV downloads keep the English unit; a unit added to the
 * data's list needs a case here.
 */
export function unitLabel(unit: DatasetUnit): string {
  switch (unit) {
    case 'm':
      return translate({id: 'dataset.unit.metre', message: 'm', description: 'Unit of a data set variable: metres'});
    case '°C':
      return translate({id: 'dataset.unit.celsius', message: '°C', description: 'Unit of a data set variable: degrees Celsius'});
    case 'PSU':
      return translate({id: 'dataset.unit.psu', message: 'PSU', description: 'Unit of a data set variable: practical salinity units'});
    case 'mg/L':
      return translate({id: 'dataset.unit.milligramPerLitre', message: 'mg/L', description: 'Unit of a data set variable: milligrams per litre'});
    case 'pH':
      return translate({id: 'dataset.unit.ph', message: 'pH', description: 'Unit of a data set variable: the pH scale'});
    case 'NTU':
      return translate({id: 'dataset.unit.ntu', message: 'NTU', description: 'Unit of a data set variable: nephelometric turbidity units'});
    case 'µg/L':
      return translate({id: 'dataset.unit.microgramPerLitre', message: 'µg/L', description: 'Unit of a data set variable: micrograms per litre'});
    case 'µmol/L':
      return translate({id: 'dataset.unit.micromolePerLitre', message: 'µmol/L', description: 'Unit of a data set variable: micromoles per litre'});
    case 'ind/m³':
      return translate({id: 'dataset.unit.individualsPerCubicMetre', message: 'ind/m³', description: 'Unit of a data set variable: individuals (animals counted) per cubic metre'});
    case 'ind/100 m³':
      return translate({id: 'dataset.unit.individualsPer100CubicMetres', message: 'ind/100 m³', description: 'Unit of a data set variable: individuals (animals counted) per 100 cubic metres'});
    case 'ind/m²':
      return translate({id: 'dataset.unit.individualsPerSquareMetre', message: 'ind/m²', description: 'Unit of a data set variable: individuals (animals counted) per square metre'});
    case '%':
      // The same sign in every language the site has.
      return unit;
  }
}
