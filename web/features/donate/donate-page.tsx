import { ComingSoon } from '../../components/coming-soon';

export function DonatePage() {
  return <ComingSoon title="Donate" description="Support Gather with a one-off donation by card." />;
}
