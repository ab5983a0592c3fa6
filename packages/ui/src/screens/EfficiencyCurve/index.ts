export { EfficiencyCurve, type EfficiencyCurveProps } from './EfficiencyCurve';
