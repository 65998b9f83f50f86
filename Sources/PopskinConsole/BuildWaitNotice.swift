import PopskinBuild

/// What a build says while another build of the same output folder holds the lock (`BuildLock`).
public enum BuildWaitNotice {
    /// Prints, once, who the build waits for.
    public static func print(_ holder: BuildLock.Holder) {
        let who = holder.pid.map { "(process \($0)) " } ?? ""
        Output.error("popskin: waiting for another build of these outputs \(who)to finish\n")
    }
}
