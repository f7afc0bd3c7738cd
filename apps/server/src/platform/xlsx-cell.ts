/** The formula neutralisation of every spreadsheet the portal writes (one rule, in platform/xlsx.ts). */
export { neutralizeFormula as neutraliseCell } from './xlsx'
