// Async boundary: shared singletons (React, router, query, ui) are set up before any app code runs.
// In a task of its own: evaluating the federation runtime and then setting up the share scope for
// bootstrap's chunks were one long task on a phone; a timer splits them in two.
setTimeout(() => void import('./bootstrap'), 0);
