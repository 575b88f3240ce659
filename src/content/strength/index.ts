/** Content of the strength block and the shadbala calculation. */
export {
  strengthContentVersion, componentIds, componentNames, vargaStatusNames, bhavaSignKindNames, vimshopakaSchemeNames,
  natureNames, requirementNames, harshaComponentNames, strengthNote, type ComponentId,
} from './labels.ts';
