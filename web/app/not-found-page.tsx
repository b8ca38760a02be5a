import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="page-narrow">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link to="/home">Go to Home</Link>
      </p>
    </div>
  );
}
