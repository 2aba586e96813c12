export {
  PickCard,
  CompactPickCard,
  FullPickCard,
  type PickCardLayout,
  type PickCardProps,
} from './pick-card';
export { EdgeScoreRing, type EdgeScoreRingProps } from './edge-score-ring';
export { ConfidenceStars } from './confidence-stars';
export { PickCardSkeleton, PickCardSkeletonList } from './pick-card-skeleton';
export { pickCardView, type PickCardView } from './pick-card-view';
