/** Content versions of the prediction and planner texts (spec §9: these identifiers are observed, so they are emitted exactly). */
export const predictionContentVersion = 'prediction-content.4';
export const plannerContentVersion = 'personal-forecast-content.10';
