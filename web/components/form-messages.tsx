/** A form's outcome: success as a polite status, failure as an alert read out at once. */
export function FormMessages({ success, error }: { success?: string | null; error?: string | null }) {
  return (
    <>
      {success ? (
        <p className="form-success" role="status">
          {success}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
