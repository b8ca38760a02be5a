import { calendar, checkmarkCircle, people } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { MaskIcon } from '../../components/mask-icon';
import { PRODUCT_NAME } from '../../lib/app-config';
import { EventPreview } from './event-preview';
import './landing.css';

const BLURBS = [
  {
    icon: people,
    title: 'Create Communities',
    text: 'Start a community for your club, team or neighbourhood and invite people with a code or a link.',
  },
  {
    icon: calendar,
    title: 'Organize Events',
    text: 'Plan events with a date, time, place and details, and keep everything in one calendar.',
  },
  {
    icon: checkmarkCircle,
    title: 'RSVP & Connect',
    text: 'See who is going, reply in a tap and talk it through in each event’s discussion.',
  },
] as const;

/** `/` for guests: what the product is, and the ways in. No Ionic components: it must load fast. */
export function LandingPage() {
  return (
    <div className="landing-scroll">
      <div className="landing">
        <header className="landing-header">
          <Link to="/" className="landing-brand">
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span>{PRODUCT_NAME}</span>
          </Link>
          <Link to="/login" className="button-link button-outline button-small">
            Login
          </Link>
        </header>
        <main id="main-content">
          <section className="landing-hero" aria-labelledby="hero-title">
            <div className="landing-hero-text">
              <h1 id="hero-title">Your community’s events, all in one place</h1>
              <p>
                {PRODUCT_NAME} replaces scattered group-chat planning with one home for your communities, their
                events and the conversations around them.
              </p>
              {/* Someone new is who this page is for (issue 28): Sign Up leads; Get Started keeps its way to sign-in. */}
              <div className="landing-actions">
                <Link to="/register" className="button-link button-large">
                  Sign Up
                </Link>
                <Link to="/login" className="button-link button-outline button-large">
                  Get Started
                </Link>
              </div>
            </div>
            <EventPreview />
          </section>
          <section className="landing-blurbs" aria-labelledby="blurbs-title">
            <h2 id="blurbs-title">Everything your group needs</h2>
            <div className="landing-blurb-grid">
              {BLURBS.map((blurb) => (
                <article key={blurb.title} className="tile">
                  <span className="tile-icon">
                    <MaskIcon icon={blurb.icon} />
                  </span>
                  <h3>{blurb.title}</h3>
                  <p>{blurb.text}</p>
                </article>
              ))}
            </div>
          </section>
          <section className="landing-cta" aria-labelledby="cta-title">
            <h2 id="cta-title">Ready to bring your people together?</h2>
            <p>Create a free account and start your first community in a minute.</p>
            <Link to="/register" className="button-link button-light button-large">
              Create your account
            </Link>
          </section>
        </main>
        <footer className="landing-footer">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          <Link to="/terms-of-service">Terms of Service</Link>
        </footer>
      </div>
    </div>
  );
}
