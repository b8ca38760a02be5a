import { ComingSoon } from '../../components/coming-soon';

export function DeveloperPage() {
  return (
    <ComingSoon
      title="Developer"
      description="Create API tokens and read the API documentation to build on top of your communities and events."
    />
  );
}
