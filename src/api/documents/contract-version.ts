/**
 * The version of the interface contract description this service implements (the contract's
 * §9). Published in `GET /v2`, `GET /v2/capabilities` and the OpenAPI `info`
 * (`x-contract-version`); change it when the service is brought to a newer contract.
 */
export const contractVersion = '0.70.0';
