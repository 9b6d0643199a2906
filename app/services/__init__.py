"""Work that ties the client, the rules and the store together, still without Qt."""
