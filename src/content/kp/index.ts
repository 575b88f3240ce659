/** Content of the KP calculations (names and evidence sentences keyed by ids and rule ids). */
export {
  kpContentVersion, levelNames, rulingSlotNames, agencyBasisNames, nodeRepresentationNames, questionNames,
  chartKindNames, horaryPointNames, dayLordBasisNames, kundliKpNote,
} from './labels.ts';
export { evidenceTemplates, nodeAgencyNothingMore, questionNote, questionEvidenceText, questionSummary, houseList, groupLabel } from './evidence.ts';
