/** Loads the CMS's configuration and everything it imports, as a seed or a fixture script does, then ends. */
import '@payload-config'
