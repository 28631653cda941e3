command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:40:55Z
finished_utc: 2026-12-06T02:41:04Z
elapsed_s: 9.4
load_before:  02:40:54 up 15:34,  0 user,  load average: 4.41, 5.32, 4.63
busiest_before: rustc(75.9%) rustc(54.2%) png-aaf87f0e63d(39.1%) cargo(2.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
