// The async boundary lets module federation negotiate shared modules before React loads.
void import('./app/bootstrap');
