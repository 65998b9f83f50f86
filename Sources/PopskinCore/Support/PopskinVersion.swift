/// popskin's version: what `popskin --version` prints, generated headers carry and external generators are told.
public enum PopskinVersion {
    public static let current = "0.1.0"
}
