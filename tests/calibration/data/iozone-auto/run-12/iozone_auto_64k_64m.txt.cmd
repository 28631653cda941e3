command: /work/scratch-bench/iozone-src/src/iozone -a -n 64k -g 64m -i 0 -i 1 -i 2 -f /work/scratch-bench/iozone-auto/iozone.tmp
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-auto)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:51:40Z
finished_utc: 2026-12-05T08:53:06Z
elapsed_s: 85.8
load_before:  08:51:40 up  4:05,  0 user,  load average: 3.61, 4.48, 5.27
busiest_before: cp(10.5%) kworker/1:2H-kblockd(0.7%) kdamond.0(0.5%) kworker/1:9-mm_percpu_wq(0.2%) 
caches_dropped: no
exit_code: 0
stdout: iozone_auto_64k_64m.txt
