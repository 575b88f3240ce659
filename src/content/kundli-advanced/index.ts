/** Content of the kundli-advanced calculation (texts keyed by rule ids and stable ids). */
export const kundliAdvancedContentVersion = 'kundli-advanced-content.1';
export { readingsNote, sectionTitles, topicLabels, dignityNames, directionNames, savStrengthNames, readingSectionIds } from './labels.ts';
export { ruleTexts } from './facts.ts';
export { topicSections, factSentence, reconciliation, dashaSummary, type TopicReadingInput, type FactInput, type DashaPeriodInput } from './sections.ts';
