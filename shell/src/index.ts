// Async boundary: shared singletons (React, router, query, ui) are set up before any app code runs.
void import('./bootstrap');
