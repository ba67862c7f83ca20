/// The GitHub Actions workflow that `folio init` writes to publish a site on GitHub Pages: on every push to `main`
/// (or by hand), a build job checks the repository out, asks GitHub for the site's address (configure-pages),
/// installs folio, builds with that address as the base URL and uploads the site (upload-pages-artifact); a deploy
/// job then publishes it (deploy-pages). Each job holds only the permissions it needs, and deployments run one at a
/// time in the `pages` concurrency group.
///
/// folio comes onto the runner as the Debian package of the version that wrote the workflow, from folio's
/// releases: it installs in seconds (building folio from source would need the Swift toolchain, about a gigabyte,
/// and minutes of compiling on every push), the Debian libraries it needs come with it, and the site is built by
/// the same folio as on the author's machine. The runner is Ubuntu 24.04, whose libraries have the names and
/// versions of Debian 12's, where the package is built.
public enum PagesWorkflow {
    /// Where the workflow goes in the site's repository.
    public static let path = ".github/workflows/pages.yml"

    /// The workflow's text, installing folio `version`.
    public static func text(version: String = Folio.version) -> String {
        """
        # Publishes the site on GitHub Pages on every push to main. Made by folio \(version) (folio init).
        # Turn it on once, in the repository's Settings → Pages → Build and deployment → Source: GitHub Actions.
        #
        # folio comes onto the runner as the Debian package of the version that made this file, from folio's
        # releases: it installs in seconds with the libraries it needs, and builds the site as folio does on your
        # machine. To move to another version, change FOLIO_VERSION.
        name: Publish on GitHub Pages

        on:
          push:
            branches: [main]
          workflow_dispatch:

        # Each job asks for what it needs, and nothing else.
        permissions: {}

        # One deployment at a time: a newer push waits for the one being published instead of cancelling it.
        concurrency:
          group: pages
          cancel-in-progress: false

        env:
          FOLIO_VERSION: "\(version)"

        jobs:
          build:
            # Ubuntu 24.04 has the libraries folio's package needs, as Debian 12 (where it is built) names them.
            runs-on: ubuntu-24.04
            permissions:
              contents: read  # to check the repository out
              pages: read     # for configure-pages to read the site's address
            steps:
              - name: Check out the site
                uses: actions/checkout@v5

              - name: Ask GitHub Pages for the site's address
                id: pages
                uses: actions/configure-pages@v5

              - name: Install folio ${{ env.FOLIO_VERSION }}
                run: |
                  curl --fail --silent --show-error --location --output "$RUNNER_TEMP/folio.deb" \\
                    "\(Folio.releases)/v${FOLIO_VERSION}/folio_${FOLIO_VERSION}_amd64.deb"
                  sudo apt-get update -qq
                  sudo apt-get install -y -qq "$RUNNER_TEMP/folio.deb"

              - name: Keep the pictures' files between runs
                uses: actions/cache@v4
                with:
                  path: .folio-images
                  key: folio-images-${{ env.FOLIO_VERSION }}-${{ github.sha }}
                  restore-keys: folio-images-${{ env.FOLIO_VERSION }}-

              - name: Build the site at its GitHub Pages address
                env:
                  BASE_URL: ${{ steps.pages.outputs.base_url }}
                run: folio build --base-url "$BASE_URL" --output "$RUNNER_TEMP/site"

              - name: Upload the site
                uses: actions/upload-pages-artifact@v4
                with:
                  path: ${{ runner.temp }}/site

          deploy:
            needs: build
            runs-on: ubuntu-24.04
            permissions:
              pages: write     # to publish the uploaded site
              id-token: write  # to prove to GitHub Pages that this workflow publishes it
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Publish the site
                id: deployment
                uses: actions/deploy-pages@v4

        """
    }
}
