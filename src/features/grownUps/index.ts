// What other features use: the gate in front of grown-up places.
export { GrownUpsGate, type GatePlacement, type GrownUpsGateProps } from './GrownUpsGate';
