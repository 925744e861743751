// Async boundary: shared singletons (React, router, query, ui) are negotiated before any app code runs.
void import('./bootstrap');
