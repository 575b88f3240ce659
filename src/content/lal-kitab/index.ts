/** Content of the Lal Kitab result; bump the version whenever any text changes. */
export const lalKitabContentVersion = 'lal-kitab-content.1';
